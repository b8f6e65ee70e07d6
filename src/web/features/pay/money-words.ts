import { LOCALES } from '../../../shared/i18n/locales';
import { MANDATE_STATUS_NAMES, ROW_KIND_NAMES, ROW_STATUS_NAMES, type MandateStatus, type PaymentMethod, type RowStatus, type StatementRowKind } from '../../../shared/money/states';
import { amountInText, formatAed } from '../../../shared/pricing/money';
import { returnReasonOf } from '../../../shared/money/return-reasons';
import type { Language } from '../../../shared/tracking';
import { msg, t } from '../../lib/i18n';

/**
 * The words of the family's statement and of the card payment pages (issue 30): what an amount is
 * for, its days and its status, as the family reads them. Days are Dubai's calendar days.
 */

const noon = (day: string) => new Date(`${day}T12:00:00+04:00`);
const dayFormat = (lang: Language) => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/** '18 Nov 2026' for a day of Dubai's calendar, in the page's language. */
export const dayText = (day: string, lang: Language): string => dayFormat(lang).format(noon(day));

/** The month a payment pays for: from its due day to the day before the next one ('Nov 18 – Dec 17, 2026'). */
export function periodText(from: string, toExclusive: string, lang: Language): string {
  const last = new Date(noon(toExclusive).getTime() - 24 * 3600 * 1000);
  return dayFormat(lang).formatRange(noon(from), last);
}

/** A figure, reference or amount inside a translated sentence: it reads left to right on an Arabic page (U+2066…U+2069 isolate it). */
export const isolate = (value: string): string => `\u2066${value}\u2069`;

/**
 * Why the bank returned a debit, in the page's language: the code as the bank gave it (it is what
 * the bank's staff ask for) and its meaning ('AM04: Not enough money in the account'). A reason
 * without a known code is shown as the bank wrote it.
 */
export function returnReasonText(reason: string): string {
  const { code, meaning } = returnReasonOf(reason);
  return code && meaning ? t('{code}: {meaning}', { code: isolate(code), meaning: t(meaning) }) : reason;
}

/** An amount inside a sentence: isolated, and never broken between AED and its figure. */
export const moneyText = amountInText;

export { formatAed };

/** What a row is: 'First debit', 'Monthly debit', 'Offer: Filipina offer', 'Refund'. */
export function kindText(kind: StatementRowKind, method: PaymentMethod, label: string | null = null): string {
  if (kind === 'offer' && label) return t('Offer: {label}', { label });
  return t(ROW_KIND_NAMES[kind][method]);
}

/*
 * 'Cancelled' alone is the application's word in the other languages (French "Demande annulée",
 * Russian feminine for заявка): a payment and a mandate say what their cancellation means.
 */
const ROW_STATUS_WORDS: Record<RowStatus, string> = { ...ROW_STATUS_NAMES, cancelled: msg('Cancelled, not taken') };
const MANDATE_STATUS_WORDS: Record<MandateStatus, string> = { ...MANDATE_STATUS_NAMES, cancelled: msg('Cancelled, no more debits') };

export const statusText = (status: RowStatus): string => t(ROW_STATUS_WORDS[status]);
export const mandateStatusText = (status: MandateStatus): string => t(MANDATE_STATUS_WORDS[status]);
