import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDirectDebitMandate } from '../../../shared/api/application/contracts.js';
import { getSignedForms } from '../../../shared/api/offer/contracts.js';
import type { SignedForms } from '../../../shared/api/offer/schemas.js';
import { directDebitMandate, monthlyPaymentForm, type SignedFormFacts } from '../../../shared/application/signed-forms.js';
import { quote, type PriceList } from '../../../shared/pricing/price-list.js';
import { json } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { pdfText } from '../../test/pdf-text.js';
import { runSampleJourney } from '../../test/sample-journey.js';
import { mandateTranslation, monthlyTranslation } from './signed-form-translation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
});
afterAll(() => t.close());

/** The signed forms' PDF of a whole journey made in `lang`, with the forms as the screen showed them. */
async function signedIn(lang: string) {
  const journey = await runSampleJourney(t.app, t.database.db, { lang });
  const forms = json<SignedForms>(await journey.browser.callAbout(getSignedForms, journey.appId));
  const pdf = await journey.browser.callAbout(getDirectDebitMandate, journey.appId);
  expect(pdf.statusCode, pdf.body).toBe(200);
  return { forms, bytes: pdf.rawPayload, pages: await pdfText(pdf.rawPayload) };
}

const row = (form: SignedForms['mandate'], label: string) => form.rows.find((r) => r.label === label)!.value;

describe('the signed forms in Arabic', () => {
  it('give each text in Arabic, in reading order, with the English it translates alongside', async () => {
    const { forms, pages } = await signedIn('ar');
    expect(pages).toHaveLength(4);
    const [mandate] = pages as [string];
    for (const words of ['تفويض الخصم المباشر', 'الجهة الدائنة', 'صاحب الحساب', 'المبلغ الشهري', 'أفوّض', 'بطريقة الخصم المباشر', 'التوقيع']) {
      expect(mandate).toContain(words);
    }
    for (const english of ['Direct debit mandate', 'Account holder', 'Monthly amount', forms.mandate.terms[0]!, forms.mandate.terms[3]!]) {
      expect(mandate).toContain(english);
    }
    expect(pages[1]).toContain('نموذج الدفع الشهري');
    expect(pages[1]).toContain('Monthly payment form 1 of 3');
  });

  it('keeps the reference, the IBAN and the amounts whole, in their own fields, never reversed', async () => {
    const { forms, pages } = await signedIn('ar');
    const [mandate] = pages as [string];
    expect(mandate).toContain(forms.reference);
    expect(mandate).toContain(row(forms.mandate, 'IBAN'));
    expect(mandate).toContain(row(forms.mandate, 'First debit'));
    expect(pages[2]).toContain(row(forms.monthly[1]!, 'Amount'));
  });
});

describe('the forms above the signature pads', () => {
  it('in Arabic, give each form in Arabic beside the English that is signed: a label per row, words for worded values, a term per term', async () => {
    const { forms } = await signedIn('ar');
    for (const form of [forms.mandate, ...forms.monthly]) {
      const tr = form.translation!;
      expect(tr.labels).toHaveLength(form.rows.length);
      expect(tr.values).toHaveLength(form.rows.length);
      expect(tr.terms).toHaveLength(form.terms.length);
    }
    const tr = forms.mandate.translation!;
    expect(tr.title).toBe('تفويض الخصم المباشر');
    const at = (label: string) => forms.mandate.rows.findIndex((r) => r.label === label);
    expect(tr.labels[at('Account holder')]).toBe('صاحب الحساب');
    // Data is placed as it is: the reference and the IBAN have no translated value.
    expect(tr.values[at('Reference')]).toBeNull();
    expect(tr.values[at('IBAN')]).toBeNull();
    expect(tr.values[at('Frequency')]).toMatch(/[\u0600-\u06ff]/);
    expect(tr.terms[0]).toContain('أفوّض');
    expect(forms.monthly[0]!.translation!.title).toContain('نموذج الدفع الشهري');
  });

  it('in the language of whoever reads them (the lang cookie), not the one the application was made in', async () => {
    const journey = await runSampleJourney(t.app, t.database.db, { lang: 'ar' });
    journey.browser.cookies.lang = 'fr';
    const forms = json<SignedForms>(await journey.browser.callAbout(getSignedForms, journey.appId));
    expect(forms.mandate.translation!.title).toBe('Mandat de prélèvement');
  });

  it('in English, give the English alone', async () => {
    const { forms } = await signedIn('en');
    expect(forms.mandate.translation).toBeUndefined();
    expect(forms.monthly.every((f) => f.translation === undefined)).toBe(true);
  });
});

describe('the signed forms in Hindi and Russian', () => {
  it('render in Russian, Cyrillic words and the English alongside', async () => {
    const { forms, pages } = await signedIn('ru');
    expect(pages[0]).toContain('Поручение на прямое списание');
    expect(pages[0]).toContain('Владелец счёта');
    expect(pages[0]).toContain(forms.mandate.terms[0]!);
    expect(pages[0]).toContain(forms.reference);
  });

  it('render in Hindi, Devanagari words and the English alongside', async () => {
    const { forms, pages } = await signedIn('hi');
    // A vowel sign drawn before its consonant (ि) or a conjunct reads back in drawing order; other words read back whole.
    for (const words of ['बैंक', 'भुगतान', 'खाताधारक', 'सेवा']) expect(pages[0]).toContain(words);
    expect(pages[0]).toContain('Direct debit mandate');
    expect(pages[0]).toContain(forms.mandate.terms[0]!);
    expect(pages[0]).toContain(forms.reference);
  });
});

describe('the translated forms’ English', () => {
  const list: PriceList = {
    id: 1,
    service: 'live_in',
    matchingTypeId: null,
    vatBasisPoints: 500,
    monthlyFeeFils: 330_000,
    items: [
      { code: 'offer', label: { en: 'Spring offer' }, kind: 'first_month', amountFils: -20_000, vat: true },
      { code: 'visa', label: { en: 'Visa processing' }, kind: 'once', amountFils: 50_000, vat: false },
    ],
  };
  const facts: SignedFormFacts = {
    creditor: 'Sunrise Maids',
    reference: '7K3D-9QXB',
    maidName: 'Maria',
    serviceName: 'Live-in maid',
    payerName: 'A Client',
    accountHolder: 'A Client',
    bankName: null,
    maskedIban: '•••• 3456',
    quote: quote(list),
    startDate: '2026-12-01',
  };

  it("reads each price label in the reader's language beside the English that is signed; the English where staff wrote none", () => {
    const offer = { ...list.items[0]!, label: { en: 'Spring offer', ar: 'عرض الربيع' } };
    const withArabic = { ...facts, quote: quote({ ...list, items: [offer, list.items[1]!] }) };
    expect(JSON.stringify(directDebitMandate(withArabic))).toContain('less Spring offer');
    const arabic = JSON.stringify(mandateTranslation('ar', withArabic));
    expect(arabic).toContain('عرض الربيع');
    expect(arabic).not.toContain('Spring offer');
    // No Arabic for the visa: its English, kept left to right (an isolate) in the Arabic sentence.
    expect(arabic).toContain('Visa processing');
    expect(JSON.stringify(mandateTranslation('hi', withArabic))).toContain('Spring offer');
  });

  it('is the English the family signs, word for word, so a change there shows up here', () => {
    const mandate = directDebitMandate(facts);
    const english = mandateTranslation('en', facts);
    expect(english.title).toBe(mandate.title);
    expect(english.labels).toEqual(mandate.rows.map((r) => r.label));
    english.values.forEach((value, i) => value !== null && expect(value).toBe(mandate.rows[i]!.value));
    // The second term alone is said in short sentences in the other languages.
    expect(english.terms.filter((_, i) => i !== 1)).toEqual(mandate.terms.filter((_, i) => i !== 1));
    for (const index of [1, 2, 3]) {
      const form = monthlyPaymentForm(facts, index);
      const translated = monthlyTranslation('en', facts, index);
      expect(translated.title).toBe(form.title);
      expect(translated.labels).toEqual(form.rows.map((r) => r.label));
      translated.values.forEach((value, i) => value !== null && expect(value).toBe(form.rows[i]!.value));
      expect(translated.terms).toEqual(form.terms);
    }
  });
});
