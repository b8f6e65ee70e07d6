import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDirectDebitMandate } from '../../shared/api/application/contracts.js';
import { getSignedForms } from '../../shared/api/offer/contracts.js';
import type { SignedForms } from '../../shared/api/offer/schemas.js';
import { untranslatedWords } from '../../shared/i18n/untranslated-text.js';
import type { Language } from '../../shared/tracking.js';
import { textIn, type LocalizedText } from '../../shared/i18n/localized-text.js';
import type { Quote } from '../../shared/pricing/price-list.js';
import { applications, housemaids, nationalities, nationalityMatchingTypes } from '../db/schema.js';
import { readData } from '../modules/application/application-data.js';
import { dayIn, serviceNameIn } from '../modules/application/signed-form-translation.js';
import type { IssuedInvoice } from '../modules/money/invoice-facts.js';
import { renderInvoicePdf } from '../modules/money/invoice-pdf.js';
import { t as translate } from '../i18n/t.js';
import { json } from '../test/application.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { pdfPhrases, pdfTextItems, type PdfPhrase } from '../test/pdf-text.js';
import { CLIENT, runSampleJourney } from '../test/sample-journey.js';
import { resourceDocuments } from '../seed/pdfs/documents.js';
import { DEMO_PRICE_LISTS } from '../seed/prices.js';
import { renderPdf } from '../seed/pdfs/render-pdf.js';

/**
 * Issue 31: the text of every PDF the server makes, in each language. A page in another language
 * than English gives each text in it first and its English under it, smaller (the forms signed
 * in English keep their English word for word): so every English text on it is such a twin, under
 * a text in the page's language, never alone, never inside a sentence of the page's language. And
 * every amount, phone number, IBAN and reference comes back from the PDF as one piece.
 */

const LANGUAGES = ['ar', 'hi', 'ru', 'fr'] as const;
const SITE = 'Sunrise Maids';
const SCRIPT: Record<Exclude<Language, 'en' | 'fr'>, RegExp> = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/, ru: /[\u0400-\u04FF]/ };

/** The English left on a page that is not the English twin of the text above it. */
function englishAlone(pages: PdfPhrase[][], lang: Exclude<Language, 'en'>, names: readonly string[]): string[] {
  const english = (phrase: PdfPhrase) => untranslatedWords(phrase.text, lang, names).length > 0;
  const found: string[] = [];
  for (const phrases of pages) {
    for (const phrase of phrases) {
      if (!english(phrase)) continue;
      if (lang !== 'fr' && SCRIPT[lang].test(phrase.text)) {
        found.push(`English inside a text in ${lang}: ${phrase.text}`);
        continue;
      }
      // Up the same column, past the twin's own first lines, to the text it translates: larger, in the page's language.
      const column = phrases.filter((p) => p.y > phrase.y && p.x0 < phrase.x1 && phrase.x0 < p.x1).sort((a, b) => a.y - b.y);
      const above = column.find((p) => !english(p));
      const twinLines = column.slice(0, above ? column.indexOf(above) : column.length);
      if (!above || above.size <= phrase.size || twinLines.some((p) => p.size > phrase.size)) found.push(`English alone: ${phrase.text}`);
    }
  }
  return found;
}

const VALUES = [
  /AED -?\d{1,3}(?:,\d{3})*(?:\.\d{2})?/g,
  /\+971 \d{2} \d{3} \d{4}/g,
  /AE\d{2}(?: \d{4}){4} \d{3}/g,
  /•••• \d{4}/g,
  /\b(?:[A-Z]{2}-)?[A-Z0-9]{4}-[A-Z0-9]{4}\b/g,
  /\b(?:INV|CN)-\d{6}\b/g,
];

/** Amounts, phone numbers, IBANs and references that pdf.js reads in more than one piece (broken or reordered). */
function brokenValues(pages: string[][]): string[] {
  const found: string[] = [];
  for (const items of pages) {
    const starts: number[] = [];
    let joined = '';
    for (const item of items) {
      starts.push(joined.length);
      joined += `${item} `;
    }
    const itemAt = (offset: number) => starts.findLastIndex((start) => start <= offset);
    for (const pattern of VALUES) {
      for (const match of joined.matchAll(pattern)) {
        if (itemAt(match.index) !== itemAt(match.index + match[0].length - 1)) found.push(match[0]);
      }
    }
  }
  return found;
}

/**
 * The price items' labels staff wrote with no text in `lang`: the page shows them as staff wrote
 * them, in English, and the back office marks them "needs translation" (issue 31, staff texts per
 * language). Each word too, as a long label wraps. A label staff did translate is not here: its
 * English on the page is then English left.
 */
function staffWrittenInEnglish(q: Quote, lang: Language): string[] {
  return [...q.firstMonthChanges, ...q.oneOffCharges].flatMap((line) => {
    const english = line.label[lang as keyof LocalizedText]?.trim() ? undefined : line.label.en;
    return english ? [english, ...english.split(/\s+/)] : [];
  });
}

let t: TestApp;
/** Available Filipina maids: their price list carries the first-month offer, the line that was left in English. One per language. */
let filipinaMaids: Array<{ id: number; name: string }>;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  filipinaMaids = await t.database.db
    .select({ id: housemaids.id, name: housemaids.name })
    .from(housemaids)
    .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
    .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
    .where(and(eq(housemaids.status, 'available'), eq(nationalityMatchingTypes.code, 'filipina')))
    .limit(LANGUAGES.length);
  expect(filipinaMaids).toHaveLength(LANGUAGES.length);
}, 60_000);
afterAll(() => t?.close());

describe('the signed forms’ PDF in every language', () => {
  it.each(LANGUAGES)('%s: every English text is the twin of a text in the language; amounts, the IBAN and the reference whole', async (lang) => {
    const maid = filipinaMaids[LANGUAGES.indexOf(lang)]!;
    const journey = await runSampleJourney(t.app, t.database.db, { lang, maidId: maid.id });
    const forms = json<SignedForms>(await journey.browser.callAbout(getSignedForms, journey.appId));
    // The first debit has the offer: the line the check is about.
    expect(forms.mandate.terms.join(' ')).toMatch(/offer/i);
    const pdf = await journey.browser.callAbout(getDirectDebitMandate, journey.appId);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const bank = forms.mandate.rows.find((r) => r.label === 'Bank')?.value;
    const [row] = await t.database.db.select({ data: applications.data }).from(applications).where(eq(applications.id, journey.appId));
    const names = [SITE, CLIENT.name, forms.reference, maid.name, ...maid.name.split(' '), ...(bank ? [bank] : []), ...staffWrittenInEnglish(readData(row!.data).values.quote!, lang)];
    const found = [...englishAlone(await pdfPhrases(pdf.rawPayload), lang, names), ...brokenValues(await pdfTextItems(pdf.rawPayload)).map((v) => `broken: ${v}`)];
    expect(found).toEqual([]);
  }, 60_000);
});

/** A first invoice (with the offer) and a credit note as invoices.ts issues them in `lang`: each line's text in it and in English. */
function invoicesIn(lang: Language): IssuedInvoice[] {
  const both = (text: (l: Language) => string) => ({ en: text('en'), local: text(lang) });
  const month = (l: Language) => translate(l, '{service} service, first month: {from} to {to}', { service: serviceNameIn(l, 'live_in'), from: dayIn(l, '2026-12-01'), to: dayIn(l, '2026-12-31') });
  // The first month's offer, as staff wrote it in each language (the demo's Filipina offer).
  const offerLabel = DEMO_PRICE_LISTS.flatMap((list) => list.items).find((item) => item.kind === 'first_month')!.label;
  const offer = (l: Language) => translate(l, 'Offer: {label}', { label: textIn(offerLabel, l) });
  const invoice: IssuedInvoice = {
    kind: 'invoice',
    number: 'INV-000042',
    lang,
    issuedOn: '2026-12-03',
    supplyOn: '2026-12-01',
    supplier: { name: 'Sunrise Maids Domestic Workers Services L.L.C.', address: 'Office 101, Al Barsha 1, Dubai, United Arab Emirates', trn: '100234567800003' },
    recipient: { name: CLIENT.name },
    reference: 'SM-7K4P-2Q9X',
    lines: [
      { description: both(month), netFils: 330_000, vatFils: 16_500, totalFils: 346_500 },
      { description: both(offer), netFils: -20_000, vatFils: -1_000, totalFils: -21_000 },
    ],
    vatBasisPoints: 500,
    netFils: 310_000,
    vatFils: 15_500,
    totalFils: 325_500,
    paymentMethod: 'direct_debit',
    creditsInvoice: null,
  };
  const refund = (l: Language) => translate(l, 'Refund for the days not served of the {service} service, from {from}', { service: serviceNameIn(l, 'live_in'), from: dayIn(l, '2026-12-20') });
  const creditNote: IssuedInvoice = {
    ...invoice,
    kind: 'credit_note',
    number: 'CN-000007',
    creditsInvoice: 'INV-000042',
    paymentMethod: 'card',
    lines: [{ description: both(refund), netFils: 100_000, vatFils: 5_000, totalFils: 105_000 }],
    netFils: 100_000,
    vatFils: 5_000,
    totalFils: 105_000,
  };
  return [invoice, creditNote];
}

describe('the invoices and credit notes in every language', () => {
  it.each(LANGUAGES)('%s: every English text is the twin of a text in the language; amounts and numbers whole', async (lang) => {
    for (const invoice of invoicesIn(lang)) {
      const bytes = await renderInvoicePdf(invoice);
      // The supplier's legal name and address are the registered ones, in English on every tax invoice.
      // TRN: the tax registration number's name on every UAE tax invoice, in every language, as IBAN is on a bank form.
      const names = [SITE, CLIENT.name, invoice.supplier.name, invoice.supplier.address, 'TRN'];
      const found = [...englishAlone(await pdfPhrases(bytes), lang, names), ...brokenValues(await pdfTextItems(bytes)).map((v) => `broken: ${v}`)];
      expect(found, invoice.number).toEqual([]);
    }
  }, 60_000);
});

describe('the documents written from the site’s data (legal samples, guides)', () => {
  it('keep every amount whole, whatever the line’s width leaves', async () => {
    for (const doc of resourceDocuments('maid-visa')) {
      expect(brokenValues(await pdfTextItems(await renderPdf(doc.content, SITE))), doc.code).toEqual([]);
    }
  }, 60_000);
});
