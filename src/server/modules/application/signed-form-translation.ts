import type { z } from 'zod';
import type { formTranslationSchema } from '../../../shared/api/offer/schemas.js';
import { MONTHLY_PAYMENT_FORMS } from '../../../shared/application/constants.js';
import { addMonths, formatDay, type SignedFormFacts } from '../../../shared/application/signed-forms.js';
import { formatAed, formatVatRate } from '../../../shared/pricing/money.js';
import type { Service } from '../../../shared/pricing/price-list.js';
import { directionOf } from '../../../shared/i18n/language-choice.js';
import { textIn, type LocalizedText } from '../../../shared/i18n/localized-text.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/tracking.js';
import { ltr } from '../../pdf/isolate.js';
import { msg, t } from '../../i18n/t.js';

/**
 * A signed form in the family's language, to stand beside its English on the PDF: the same rows
 * in the same order, and the same terms. Only words are translated: amounts, references, names,
 * the IBAN and the creditor are placed as they are. shared/application/signed-forms.ts stays the
 * English the family signs; a test checks that this file's English is that text, word for word.
 */
export type FormTranslation = z.infer<typeof formTranslationSchema>;

const SERVICES: Record<Service, string> = { live_in: msg('Live-in maid'), live_out: msg('Live-out maid'), nanny: msg('Nanny') };

/** Dates in the language, with Latin digits (docs/decisions/2026-11-26-arabic-digits.md). */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn', hi: 'hi-IN-u-nu-latn', ru: 'ru-RU', fr: 'fr-FR' };
export const dayIn = (lang: Language, isoDay: string) => formatDay(isoDay, LOCALES[lang]);

/** The service's name in the language: 'Live-in maid', 'عاملة منزلية مقيمة'. */
export const serviceNameIn = (lang: Language, service: Service) => t(lang, SERVICES[service]);

const payer = (lang: Language, f: SignedFormFacts) => ({
  labels: [t(lang, 'Payer'), t(lang, 'Account holder'), t(lang, 'Bank'), t(lang, 'IBAN')],
  values: [null, null, f.bankName ? null : t(lang, 'UAE bank'), null],
});

/**
 * Amounts, rates and the agency's own labels read left to right in any sentence: in a right to
 * left one they are isolated, so '5 %' and 'AED 3,465' are never turned around (pdf/isolate.ts).
 */
const dataIn = (lang: Language) => (value: string) => (directionOf(lang) === 'rtl' ? ltr(value) : value);

export function mandateTranslation(lang: Language, f: SignedFormFacts): FormTranslation {
  const q = f.quote;
  const data = dataIn(lang);
  // A price item's label as staff wrote it in this language; its English (isolated, like data) where they wrote none.
  const label = (text: LocalizedText) => (text[lang]?.trim() ? textIn(text, lang) : data(text.en));
  const aed = (fils: number) => data(formatAed(fils));
  const first = aed(q.firstPaymentFils);
  const monthly = aed(q.monthlyTotalFils);
  const rate = data(formatVatRate(q.vatBasisPoints));
  const creditor = f.creditor;
  const service = t(lang, SERVICES[q.service]);
  const p = payer(lang, f);
  // The English says it in one sentence with a list; other languages read it better as short sentences.
  const firstDebit = [
    t(lang, 'The first debit is {first}. Each later debit is {monthly}.', { first, monthly }),
    ...q.firstMonthChanges.map((c) => {
      const fils = c.amountFils + c.vatFils;
      return t(lang, 'First month: {sign, select, less {less} other {plus}} {label} ({amount}).', { sign: fils < 0 ? 'less' : 'plus', label: label(c.label), amount: aed(Math.abs(fils)) });
    }),
    ...q.oneOffCharges.map((c) => t(lang, 'One-off charge: {label} ({amount}).', { label: label(c.label), amount: aed(c.amountFils + c.vatFils) })),
  ].join(' ');
  return {
    title: t(lang, 'Direct debit mandate'),
    labels: [t(lang, 'Reference'), t(lang, 'Creditor'), ...p.labels, t(lang, 'Service'), t(lang, 'Monthly amount'), t(lang, 'First debit'), t(lang, 'Frequency'), t(lang, 'Start date')],
    values: [
      null,
      null,
      ...p.values,
      t(lang, '{service}: {maid}', { service, maid: f.maidName }),
      t(lang, '{total} ({fee} + VAT {rate} {vat})', { total: monthly, fee: aed(q.monthlyFeeFils), rate, vat: aed(q.monthlyVatFils) }),
      null,
      t(lang, 'Monthly'),
      dayIn(lang, f.startDate),
    ],
    terms: [
      t(lang, 'I authorise {creditor} to debit my account above by direct debit, monthly, from the start date until this mandate is cancelled or the service ends.', { creditor }),
      firstDebit,
      t(lang, 'Every amount includes VAT at {rate}. No other amount may be debited under this mandate: a change of price needs my new signature, and I am told of it in writing at least 30 days before.', { rate }),
      t(lang, 'A debit that fails may be presented once more within 7 days. My bank may charge me for a returned debit.'),
      t(lang, 'I may cancel this mandate by telling {creditor} in writing; debits already due stay payable. Refunds for a cancelled service follow my contract and the UAE domestic workers law.', { creditor }),
    ],
  };
}

export function monthlyTranslation(lang: Language, f: SignedFormFacts, index: number): FormTranslation {
  const q = f.quote;
  const data = dataIn(lang);
  const amount = data(formatAed(index === 1 ? q.firstPaymentFils : q.monthlyTotalFils));
  const due = addMonths(f.startDate, index - 1);
  const p = payer(lang, f);
  return {
    title: t(lang, 'Monthly payment form {index} of {count}', { index, count: MONTHLY_PAYMENT_FORMS }),
    labels: [t(lang, 'Reference'), t(lang, 'Creditor'), ...p.labels, t(lang, 'Service month'), t(lang, 'Amount'), t(lang, 'Debit date')],
    values: [null, null, ...p.values, t(lang, 'Month {index}: {service}, {maid}', { index, service: t(lang, SERVICES[q.service]), maid: f.maidName }), null, dayIn(lang, due)],
    terms: [
      t(lang, 'I authorise {creditor} to debit {amount} from my account above on {date} or the next banking day, under the direct debit mandate of this application.', {
        creditor: f.creditor,
        amount,
        date: dayIn(lang, due),
      }),
      index === 1 && q.firstPaymentFils !== q.monthlyTotalFils
        ? t(lang, "This first month's amount differs from the monthly {monthly}: it includes the offers and one-off charges of the mandate.", { monthly: data(formatAed(q.monthlyTotalFils)) })
        : t(lang, 'The amount includes VAT at {rate}.', { rate: data(formatVatRate(q.vatBasisPoints)) }),
    ],
  };
}

/**
 * Every form's translation in `lang`, in the forms' order (the mandate, then each monthly form);
 * none in English, where the English the family signs is the whole form.
 */
export function formTranslations(lang: Language, f: SignedFormFacts): { mandate: FormTranslation; monthly: FormTranslation[] } | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return { mandate: mandateTranslation(lang, f), monthly: Array.from({ length: MONTHLY_PAYMENT_FORMS }, (_, i) => monthlyTranslation(lang, f, i + 1)) };
}

/** The words around the signature. */
export const signatureTexts = (lang: Language, signedOn: string | undefined) => ({
  signature: t(lang, 'Signature'),
  signedOn: signedOn ? t(lang, 'Signed on {date}', { date: signedOn }) : undefined,
});
