import { eq } from 'drizzle-orm';
import { MONTHLY_PAYMENT_FORMS } from '../../../shared/application/constants.js';
import { directDebitMandate, monthlyPaymentForm, type SignedForm, type SignedFormFacts } from '../../../shared/application/signed-forms.js';
import type { Quote, Service } from '../../../shared/pricing/price-list.js';
import type { Language } from '../../../shared/tracking.js';
import type { DbOrTx } from './tx.js';
import { applications, housemaids } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { readData, type ApplicationValues } from './application-data.js';
import { maskIban } from './application-state.js';
import { NO_PRICE, quoteForMaid } from './maid-quote.js';
import { msg } from '../../i18n/t.js';

export const SERVICE_NAMES: Record<Service, string> = { live_in: 'Live-in maid', live_out: 'Live-out maid', nanny: 'Nanny' };

/** The first day of the month after `now`, on Dubai's calendar (UTC+4, no daylight saving). */
export function firstOfNextMonthInDubai(now = new Date()): string {
  const dubai = new Date(now.getTime() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** What the forms say, from the application as stored: the same facts for the screen and the PDF. */
export function factsOf(values: ApplicationValues, quote: Quote, reference: string, maidName: string, creditor: string): SignedFormFacts {
  return {
    creditor,
    reference,
    maidName,
    serviceName: SERVICE_NAMES[quote.service],
    payerName: values.clientName ?? null,
    accountHolder: values.accountHolderName ?? null,
    bankName: values.bankName ?? null,
    maskedIban: values.ibanLast4 ? maskIban(values.ibanLast4) : null,
    quote,
    startDate: values.debitStartDate ?? firstOfNextMonthInDubai(),
  };
}

export interface SignedForms {
  mandate: SignedForm;
  monthly: SignedForm[];
}

export const formsOf = (facts: SignedFormFacts): SignedForms => ({
  mandate: directDebitMandate(facts),
  monthly: Array.from({ length: MONTHLY_PAYMENT_FORMS }, (_, i) => monthlyPaymentForm(facts, i + 1)),
});

/** An application's forms, as its client reads them before signing. */
export async function loadSignedForms(
  db: DbOrTx,
  applicationId: string,
  creditor: string,
): Promise<{ forms: SignedForms; facts: SignedFormFacts; values: ApplicationValues; reference: string; language: Language }> {
  const [row] = await db
    .select({ data: applications.data, reference: applications.reference, maidName: housemaids.name, housemaidId: applications.housemaidId, language: applications.language })
    .from(applications)
    .innerJoin(housemaids, eq(housemaids.id, applications.housemaidId))
    .where(eq(applications.id, applicationId));
  if (!row) throw notFound(msg('No such application.'));
  const values = readData(row.data).values;
  // Applications started before prices were data have none frozen: they read the maid's list as it is now.
  const quote = values.quote ?? (await quoteForMaid(db, row.housemaidId));
  if (!quote) throw conflict(NO_PRICE);
  const facts = factsOf(values, quote, row.reference, row.maidName, creditor);
  return { forms: formsOf(facts), facts, values, reference: row.reference, language: row.language };
}
