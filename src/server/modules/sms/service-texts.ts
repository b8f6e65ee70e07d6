import type { Language } from '../../../shared/tracking.js';
import { formatAed } from '../../../shared/pricing/money.js';
import { t } from '../../i18n/t.js';
import { dayIn } from '../application/signed-form-translation.js';

/** The SMS that confirm what a family asked of their service after arrival (issue 29), in their language. */

export const replacementAskedText = (lang: Language, site: string, reference: string, dueDay: string) =>
  t(lang, '{site}: we have your request for another maid (reference {reference}). She will be with you by {day}.', { site, reference, day: dayIn(lang, dueDay) });

export const problemReportedText = (lang: Language, site: string, reference: string, dueDay: string) =>
  t(lang, '{site}: we have your message about your maid service (reference {reference}) and will answer by {day}.', { site, reference, day: dayIn(lang, dueDay) });

export const cancelCodeText = (lang: Language, otp: string, minutes: number) =>
  t(lang, 'Your code to cancel your maid service is {otp}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.', { otp, minutes });

export function cancelledText(lang: Language, site: string, reference: string, endsOn: string, refundFils: number, refundBy: string): string {
  const vars = { site, reference, day: dayIn(lang, endsOn) };
  if (refundFils === 0) return t(lang, '{site}: your maid service (reference {reference}) ends on {day}. No more debits will be taken.', vars);
  return t(lang, '{site}: your maid service (reference {reference}) ends on {day}. No more debits will be taken. Your refund of {amount} will be paid by {refundBy}.', {
    ...vars,
    amount: formatAed(refundFils),
    refundBy: dayIn(lang, refundBy),
  });
}

export const replacementArrivalText = (lang: Language, site: string, reference: string, maid: string, day: string) =>
  t(lang, '{site}: {maid} will arrive on {day} as your new maid (reference {reference}). Please confirm the day on My maid.', { site, reference, maid, day: dayIn(lang, day) });

export const refundPaidText = (lang: Language, site: string, reference: string, amountFils: number) =>
  t(lang, '{site}: we have paid your refund of {amount} for your maid service (reference {reference}).', { site, reference, amount: formatAed(amountFils) });
