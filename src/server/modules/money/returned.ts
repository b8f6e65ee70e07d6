import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/tracking.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, smsOutbox, statementEvents, statementRows } from '../../db/schema.js';
import { readData } from '../application/application-data.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { Tx } from '../application/tx.js';
import { debitReturnedText } from '../sms/money-texts.js';
import { currentStatus } from './ledger.js';
import { withLanguage } from '../sms/link-language.js';
import { signPayLink } from './pay-link.js';

/** The outbox kind of the message that sends a returned debit's payment link. */
export const DEBIT_RETURNED_SMS = 'debit-returned';

/** The payment link of a row, for an SMS: `/pay/<token>` on the site, opening in the family's language on any phone. */
export const payLinkUrl = (origin: string, payKey: Buffer, rowId: string, lang: Language) => withLanguage(`${origin}/pay/${signPayLink(payKey, rowId)}`, lang);

/** The bank returned a debit: the family is told in their language, with a link to pay it by card (in `tx`, with the return). */
export async function tellReturned(tx: Tx, deps: { config: Config; sms: SmsProvider; payKey: Buffer; origin: string }, rowId: string) {
  const [row] = await tx
    .select({ totalFils: statementRows.totalFils, dueOn: statementRows.dueOn, applicationId: statementRows.applicationId, reference: applications.reference, language: applications.language, data: applications.data })
    .from(statementRows)
    .innerJoin(applications, eq(applications.id, statementRows.applicationId))
    .where(eq(statementRows.id, rowId));
  const phone = row && readData(row.data).values.phones?.client;
  if (!row || !phone) return;
  const body = debitReturnedText(row.language, deps.config.SITE_NAME, row.reference, row.totalFils, row.dueOn, payLinkUrl(deps.origin, deps.payKey, rowId, row.language));
  await deps.sms.send(tx, { toPhone: phone, body, kind: DEBIT_RETURNED_SMS, applicationId: row.applicationId });
}

/** The service desk's payment items: debits returned and not paid since, oldest first. */
export async function returnedPayments(db: Db) {
  const returnedAt = sql<Date>`(select max(e.at) from ${statementEvents} e where e.row_id = "statement_rows"."id" and e.status = 'returned')`;
  const rows = await db
    .select({
      rowId: statementRows.id,
      applicationId: applications.id,
      reference: applications.reference,
      clientName: sql<string | null>`${applications.data} #>> '{values,clientName}'`,
      dueOn: statementRows.dueOn,
      totalFils: statementRows.totalFils,
      returnReason: sql<string | null>`(select e.reason from ${statementEvents} e where e.row_id = "statement_rows"."id" and e.status = 'returned' order by e.id desc limit 1)`,
      returnedAt,
      payLinkSentAt: sql<Date | null>`(select max(m.created_at) from ${smsOutbox} m where m.application_id = "applications"."id" and m.kind = ${DEBIT_RETURNED_SMS})`,
    })
    .from(statementRows)
    .innerJoin(applications, eq(applications.id, statementRows.applicationId))
    .where(and(sql`${statementRows.seq} is not null`, eq(currentStatus, 'returned')))
    .orderBy(asc(statementRows.dueOn), desc(statementRows.createdAt));
  return rows.map((r) => ({
    rowId: r.rowId,
    application: { id: r.applicationId, reference: r.reference },
    clientName: r.clientName,
    dueOn: r.dueOn,
    totalFils: r.totalFils,
    returnReason: r.returnReason,
    returnedAt: new Date(r.returnedAt).toISOString(),
    payLinkSentAt: r.payLinkSentAt ? new Date(r.payLinkSentAt).toISOString() : null,
  }));
}
