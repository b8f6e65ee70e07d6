import { MONTHLY_PAYMENT_FORMS } from './constants';
import { formatAed, formatVatRate } from '../pricing/money';
import type { Quote } from '../pricing/price-list';

/**
 * The full text of what a family signs: the direct-debit mandate and each monthly payment form.
 * One function builds it for the screen above the signature pad and for the signed PDF, so the PDF
 * carries exactly what was shown (a test extracts the PDF's text and compares). Pure.
 */

export interface SignedFormFacts {
  /** The agency, who collects the debits. */
  creditor: string;
  reference: string;
  maidName: string;
  /** The service the quote is for, in words ('Live-in maid'). */
  serviceName: string;
  payerName: string | null;
  accountHolder: string | null;
  bankName: string | null;
  maskedIban: string | null;
  quote: Quote;
  /** The first service day, `YYYY-MM-DD`: the first debit's date; the later ones fall on the same day of each month. */
  startDate: string;
}

export interface SignedForm {
  title: string;
  rows: Array<{ label: string; value: string }>;
  terms: string[];
}

const DUBAI = 'Asia/Dubai';

/** '1 December 2026' in the page's language (the PDF uses the same). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function formatDay(isoDay: string, locale = 'en-GB'): string {
  let f = dayFormats.get(locale);
  if (!f) dayFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: DUBAI })));
  return f.format(new Date(`${isoDay}T12:00:00+04:00`));
}

/** The day `months` months after `isoDay`, on the same day of the month or the month's last. */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

const payerRows = (f: SignedFormFacts) => [
  { label: 'Payer', value: f.payerName ?? f.accountHolder ?? '–' },
  { label: 'Account holder', value: f.accountHolder ?? f.payerName ?? '–' },
  { label: 'Bank', value: f.bankName ?? 'UAE bank' },
  { label: 'IBAN', value: f.maskedIban ?? '–' },
];

/** The direct-debit mandate: who pays whom, how much and how often, from when, and on what terms. */
export function directDebitMandate(f: SignedFormFacts, locale?: string): SignedForm {
  const q = f.quote;
  const monthly = formatAed(q.monthlyTotalFils);
  const first = formatAed(q.firstPaymentFils);
  const changes = q.firstMonthChanges.map((c) => {
    const fils = c.amountFils + c.vatFils;
    return `${fils < 0 ? 'less' : 'plus'} ${c.label.en} (${formatAed(Math.abs(fils))})`;
  });
  // The English is what is signed: each label's English; the reader's language is beside it (signed-form-translation.ts).
  const oneOff = q.oneOffCharges.map((c) => `${c.label.en} (${formatAed(c.amountFils + c.vatFils)})`);
  return {
    title: 'Direct debit mandate',
    rows: [
      { label: 'Reference', value: f.reference },
      { label: 'Creditor', value: f.creditor },
      ...payerRows(f),
      { label: 'Service', value: `${f.serviceName}: ${f.maidName}` },
      { label: 'Monthly amount', value: `${monthly} (${formatAed(q.monthlyFeeFils)} + VAT ${formatVatRate(q.vatBasisPoints)} ${formatAed(q.monthlyVatFils)})` },
      { label: 'First debit', value: first },
      { label: 'Frequency', value: 'Monthly' },
      { label: 'Start date', value: formatDay(f.startDate, locale) },
    ],
    terms: [
      `I authorise ${f.creditor} to debit my account above by direct debit, monthly, from the start date until this mandate is cancelled or the service ends.`,
      `The first debit is ${first}: the first month${changes.length ? ` ${changes.join(', ')}` : ''}${oneOff.length ? `, with the one-off charges ${oneOff.join(', ')}` : ''}. Each later debit is ${monthly}.`,
      `Every amount includes VAT at ${formatVatRate(q.vatBasisPoints)}. No other amount may be debited under this mandate: a change of price needs my new signature, and I am told of it in writing at least 30 days before.`,
      'A debit that fails may be presented once more within 7 days. My bank may charge me for a returned debit.',
      `I may cancel this mandate by telling ${f.creditor} in writing; debits already due stay payable. Refunds for a cancelled service follow my contract and the UAE domestic workers law.`,
    ],
  };
}

/** Monthly payment form `index` of MONTHLY_PAYMENT_FORMS: one month's debit, its amount and its date. */
export function monthlyPaymentForm(f: SignedFormFacts, index: number, locale?: string): SignedForm {
  const q = f.quote;
  const amount = index === 1 ? q.firstPaymentFils : q.monthlyTotalFils;
  const due = addMonths(f.startDate, index - 1);
  return {
    title: `Monthly payment form ${index} of ${MONTHLY_PAYMENT_FORMS}`,
    rows: [
      { label: 'Reference', value: f.reference },
      { label: 'Creditor', value: f.creditor },
      ...payerRows(f),
      { label: 'Service month', value: `Month ${index}: ${f.serviceName}, ${f.maidName}` },
      { label: 'Amount', value: formatAed(amount) },
      { label: 'Debit date', value: formatDay(due, locale) },
    ],
    terms: [
      `I authorise ${f.creditor} to debit ${formatAed(amount)} from my account above on ${formatDay(due, locale)} or the next banking day, under the direct debit mandate of this application.`,
      index === 1 && amount !== q.monthlyTotalFils
        ? `This first month's amount differs from the monthly ${formatAed(q.monthlyTotalFils)}: it includes the offers and one-off charges of the mandate.`
        : `The amount includes VAT at ${formatVatRate(q.vatBasisPoints)}.`,
    ],
  };
}

/** A form as plain lines: how the PDF writes it, and how a test reads both. */
export const formLines = (form: SignedForm): string[] => [form.title, ...form.rows.map((r) => `${r.label}: ${r.value}`), ...form.terms];
