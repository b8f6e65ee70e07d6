import type { Language } from '../../../shared/tracking.js';
import { msg, t } from '../../i18n/t.js';
import { dayIn } from '../application/signed-form-translation.js';

const WHAT = { first: msg('First debit'), monthly: msg('Monthly debit') };

/** The one line a checkout page shows: "Monthly debit due on 1 Jan 2027 (reference 7K3D-9QXB)", in the family's language. */
export const checkoutDescription = (lang: Language, row: { seq: number | null; dueOn: string; reference: string }) =>
  t(lang, '{what} due on {day} (reference {reference})', { what: t(lang, row.seq === 0 ? WHAT.first : WHAT.monthly), day: dayIn(lang, row.dueOn), reference: row.reference });

export const NO_STATEMENT = msg('Your statement starts when your application is sent.');
export const NO_INVOICE = msg('There is no such invoice for this application.');
export const NO_PAY_LINK = msg('This payment link is not valid or has expired. Open My application to see what is due.');
