import { formatAed } from '../../../shared/pricing/money.js';
import type { Language } from '../../../shared/tracking.js';
import { t } from '../../i18n/t.js';
import { dayIn } from '../application/signed-form-translation.js';

/** The SMS about a family's payments (issue 30), in their language. */

export const debitReturnedText = (lang: Language, site: string, reference: string, amountFils: number, dueOn: string, link: string) =>
  t(lang, '{site}: your bank returned the debit of {amount} due on {day} (reference {reference}). You can pay it by card here: {link}', {
    site,
    reference,
    amount: formatAed(amountFils),
    day: dayIn(lang, dueOn),
    link,
  });

export const cardPaymentDueText = (lang: Language, site: string, reference: string, amountFils: number, dueOn: string, link: string) =>
  t(lang, '{site}: your monthly payment of {amount} is due on {day} (reference {reference}). Pay it by card here: {link}', {
    site,
    reference,
    amount: formatAed(amountFils),
    day: dayIn(lang, dueOn),
    link,
  });
