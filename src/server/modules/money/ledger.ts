import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scheduledPayments, type PaymentPlan } from '../../../shared/money/schedule.js';
import type { RowStatus } from '../../../shared/money/states.js';
import { dubaiDayOf, type IsoDay } from '../../../shared/service/clocks.js';
import { applications, mandates, servicePriceChanges, services, statementEvents, statementRows } from '../../db/schema.js';
import { readData } from '../application/application-data.js';
import { firstOfNextMonthInDubai } from '../application/signed-form-facts.js';
import type { DbOrTx, Tx } from '../application/tx.js';

/**
 * The ledger (issue 30; DESIGN: Money is a ledger): a submitted application's payments as rows,
 * each row's status the last of its appended events. The plan comes from what the family signed
 * (the quote frozen at the start, the mandate's first debit day), the service's end and stop, and
 * the price changes staff made; a price list changed later changes nothing here.
 */

export interface EventInput {
  source: 'schedule' | 'export' | 'import' | 'card' | 'staff' | 'service' | 'desk';
  /** The import, checkout or provider event: with the status, once per row. */
  sourceRef?: string | null;
  reason?: string | null;
  staffId?: string | null;
}

/** Rows per insert statement: under PostgreSQL's 65,535 parameters for any table here. */
export const BATCH = 1000;

/**
 * `column = any($1)`: one parameter however many values. A results file names thousands of rows,
 * and PostgreSQL takes at most 65,535 parameters in a statement.
 */
export const anyOf = (column: AnyPgColumn, values: readonly string[], type: 'uuid' | 'text') => sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`;

/** Appends a status to a row; false when this source already gave it this status (a file or an event seen again). */
export async function appendEvent(tx: Tx, rowId: string, status: RowStatus, input: EventInput): Promise<boolean> {
  const inserted = await tx
    .insert(statementEvents)
    .values({ rowId, status, source: input.source, sourceRef: input.sourceRef ?? null, reason: input.reason ?? null, staffId: input.staffId ?? null })
    .onConflictDoNothing()
    .returning({ id: statementEvents.id });
  return inserted.length > 0;
}

/**
 * The status of each row now: the last event's. The row's id is written qualified: drizzle leaves
 * a column unqualified in a one-table query, where the subquery would read it as the event's id.
 */
export const currentStatus = sql<RowStatus>`(select e.status from ${statementEvents} e where e.row_id = "statement_rows"."id" order by e.id desc limit 1)`;

type ApplicationRow = Pick<typeof applications.$inferSelect, 'id' | 'status' | 'stage' | 'paidByCreditCard' | 'data' | 'reference' | 'createdAt'>;

/** What the family's payments are, or null when there are none to schedule (not submitted, cancelled, erased, or no price kept). */
export async function planOf(tx: DbOrTx, app: ApplicationRow): Promise<PaymentPlan | null> {
  if (app.status !== 'submitted' || app.stage === null || app.stage === 'cancelled') return null;
  const values = readData(app.data).values;
  const quote = values.quote;
  if (!quote) return null;
  const [service] = await tx.select({ endsOn: services.endsOn, debitsStoppedAt: services.debitsStoppedAt }).from(services).where(eq(services.applicationId, app.id));
  const changes = await tx.select().from(servicePriceChanges).where(eq(servicePriceChanges.applicationId, app.id));
  const firstVat = quote.oneOffCharges.reduce((sum, l) => sum + l.vatFils, 0) + (quote.firstMonthTotalFils > 0 ? Math.max(0, quote.monthlyVatFils + quote.firstMonthChanges.reduce((sum, l) => sum + l.vatFils, 0)) : 0);
  const stopped = service?.debitsStoppedAt ? dubaiDayOf(service.debitsStoppedAt.getTime()) : null;
  const stopsOn = [service?.endsOn ?? null, stopped].filter((d): d is string => d !== null).sort()[0] ?? null;
  return {
    debitStartOn: values.debitStartDate ?? firstOfNextMonthInDubai(app.createdAt),
    first: { feeFils: quote.firstPaymentFils - firstVat, vatFils: firstVat, totalFils: quote.firstPaymentFils },
    monthly: { feeFils: quote.monthlyFeeFils, vatFils: quote.monthlyVatFils, totalFils: quote.monthlyTotalFils },
    priceChanges: changes.map((c) => ({ effectiveFrom: c.effectiveFrom, feeFils: c.monthlyFeeFils, vatFils: c.monthlyVatFils, totalFils: c.monthlyTotalFils })),
    stopsOn,
  };
}

export const mandateReferenceOf = (applicationReference: string) => `DD-${applicationReference}`;

/**
 * Writes the payments due on or before `through` that are not written yet (the first one with its
 * offers), each scheduled, and the mandate of a family paying by direct debit. Safe to run again
 * and at once from two places: a payment is one row per (application, seq).
 */
export async function writeSchedule(tx: Tx, applicationId: string, through: IsoDay): Promise<number> {
  const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId));
  if (!app) return 0;
  const plan = await planOf(tx, app);
  if (!plan) return 0;
  const values = readData(app.data).values;
  const method = app.paidByCreditCard ? 'card' : 'direct_debit';
  if (method === 'direct_debit' && values.directDebitSignedAt) {
    await tx
      .insert(mandates)
      .values({ applicationId, reference: mandateReferenceOf(app.reference), signedAt: new Date(values.directDebitSignedAt) })
      .onConflictDoNothing();
  }
  const written = new Set(
    (await tx.select({ seq: statementRows.seq }).from(statementRows).where(and(eq(statementRows.applicationId, applicationId), isNotNull(statementRows.seq)))).map((r) => r.seq),
  );
  const vatBasisPoints = values.quote!.vatBasisPoints;
  let added = 0;
  for (const payment of scheduledPayments(plan, through)) {
    if (written.has(payment.seq)) continue;
    const [row] = await tx
      .insert(statementRows)
      .values({
        applicationId,
        kind: payment.seq === 0 ? 'first_payment' : 'monthly_payment',
        method,
        seq: payment.seq,
        dueOn: payment.dueOn,
        periodTo: payment.periodTo,
        netFils: payment.feeFils,
        vatFils: payment.vatFils,
        totalFils: payment.totalFils,
        vatBasisPoints,
      })
      .onConflictDoNothing()
      .returning({ id: statementRows.id });
    if (!row) continue;
    added += 1;
    await appendEvent(tx, row.id, 'scheduled', { source: 'schedule' });
    if (payment.seq !== 0) continue;
    for (const offer of values.quote!.firstMonthChanges) {
      const [part] = await tx
        .insert(statementRows)
        .values({
          applicationId,
          kind: 'offer',
          method,
          dueOn: payment.dueOn,
          netFils: offer.amountFils,
          vatFils: offer.vatFils,
          totalFils: offer.amountFils + offer.vatFils,
          vatBasisPoints,
          label: offer.label,
          partOf: row.id,
        })
        .returning({ id: statementRows.id });
      await appendEvent(tx, part!.id, 'scheduled', { source: 'schedule' });
    }
  }
  return added;
}

/**
 * The payments still to be taken from `fromDay` on will not be (the application cancelled, the
 * debits stopped, the service ended): each is cancelled, and so is the mandate when nothing more
 * is to be collected under it.
 */
export async function cancelPaymentsFrom(tx: Tx, applicationId: string, fromDay: IsoDay, input: EventInput, now = new Date()): Promise<number> {
  const pending = await tx
    .select({ id: statementRows.id })
    .from(statementRows)
    .where(and(eq(statementRows.applicationId, applicationId), isNotNull(statementRows.seq), gte(statementRows.dueOn, fromDay), inArray(currentStatus, ['scheduled'])));
  for (const row of pending) await appendEvent(tx, row.id, 'cancelled', input);
  await tx.update(mandates).set({ status: 'cancelled', cancelledAt: now }).where(and(eq(mandates.applicationId, applicationId), sql`${mandates.status} <> 'cancelled'`));
  return pending.length;
}
