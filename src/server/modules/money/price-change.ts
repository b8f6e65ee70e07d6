import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { priceOn } from '../../../shared/money/schedule.js';
import { formatAed } from '../../../shared/pricing/money.js';
import { addCalendarDays, dubaiDayOf, type IsoDay } from '../../../shared/service/clocks.js';
import { monthlyDebitDay } from '../../../shared/service/debits.js';
import type { Db } from '../../db/client.js';
import { applications, servicePriceChanges, statementRows } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { DbOrTx } from '../application/tx.js';
import { recordAudit } from '../staff/audit.js';
import { planOf } from './ledger.js';

/**
 * A running application's new monthly price (issue 30; docs/decisions/2026-11-28-money-ledger.md):
 * the price lists never change a running service; this staff action does, from a debit day not
 * yet written, told to the family at least 30 days before (the mandate's own promise).
 */
export const PRICE_NOTICE_DAYS = 30;

/** The first debit day on or after `day`. */
function debitDayFrom(start: IsoDay, day: IsoDay): IsoDay {
  for (let n = 1; ; n += 1) {
    const due = monthlyDebitDay(start, n);
    if (due >= day) return due;
  }
}

async function lastWritten(db: DbOrTx, applicationId: string): Promise<IsoDay | null> {
  const [row] = await db.select({ dueOn: statementRows.dueOn }).from(statementRows).where(and(eq(statementRows.applicationId, applicationId), isNotNull(statementRows.seq))).orderBy(desc(statementRows.dueOn)).limit(1);
  return row?.dueOn ?? null;
}

/** The earliest day a new price may start: a debit day after every payment written, and a notice given today. */
export async function earliestPriceChange(db: DbOrTx, applicationId: string, now = Date.now()): Promise<IsoDay> {
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const plan = app ? await planOf(db, app) : null;
  const noticeFloor = addCalendarDays(dubaiDayOf(now), PRICE_NOTICE_DAYS);
  if (!plan) return noticeFloor;
  // After every payment written and every change already set: a day with a change cannot take another.
  const after = [await lastWritten(db, applicationId), ...plan.priceChanges.map((c) => c.effectiveFrom)].filter((d): d is string => d !== null).map((d) => addCalendarDays(d, 1));
  const floor = [noticeFloor, ...after].sort().at(-1)!;
  return debitDayFrom(plan.debitStartOn, floor);
}

export async function changePrice(db: Db, applicationId: string, change: { monthlyFeeFils: number; effectiveFrom: IsoDay; noticeOn: IsoDay }, who: { staffId: string; ip: string }, now = Date.now()) {
  await db.transaction(async (tx) => {
    const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
    if (!app) throw notFound('No application with this id.');
    const plan = await planOf(tx, app);
    if (!plan) throw conflict('Only a sent, running application has a monthly price to change.');
    const today = dubaiDayOf(now);
    if (change.noticeOn > today) throw badRequest('noticeOn: the day the family was told cannot be in the future.');
    if (debitDayFrom(plan.debitStartOn, change.effectiveFrom) !== change.effectiveFrom) {
      throw badRequest(`effectiveFrom: a new price starts on a debit day; the next one from then is ${debitDayFrom(plan.debitStartOn, change.effectiveFrom)}.`);
    }
    if (change.effectiveFrom < addCalendarDays(change.noticeOn, PRICE_NOTICE_DAYS)) {
      throw badRequest(`effectiveFrom: the family must be told at least ${PRICE_NOTICE_DAYS} days before; from a notice on ${change.noticeOn}, the earliest is ${addCalendarDays(change.noticeOn, PRICE_NOTICE_DAYS)}.`);
    }
    const written = await lastWritten(tx, applicationId);
    if (written && change.effectiveFrom <= written) throw conflict(`effectiveFrom: the payments up to ${written} are already on the statement; choose a later debit day.`);
    const vatBasisPoints = app.data.values?.quote?.vatBasisPoints ?? 0;
    const monthlyVatFils = Math.round((change.monthlyFeeFils * vatBasisPoints) / 10_000);
    const before = priceOn(plan, change.effectiveFrom);
    const inserted = await tx
      .insert(servicePriceChanges)
      .values({ applicationId, effectiveFrom: change.effectiveFrom, noticeOn: change.noticeOn, monthlyFeeFils: change.monthlyFeeFils, monthlyVatFils, monthlyTotalFils: change.monthlyFeeFils + monthlyVatFils, staffId: who.staffId })
      .onConflictDoNothing()
      .returning({ id: servicePriceChanges.id });
    if (inserted.length === 0) throw conflict(`effectiveFrom: a price change from ${change.effectiveFrom} is already set.`);
    await recordAudit(tx, {
      ...who,
      action: 'money.price-change',
      subjectType: 'application',
      subjectId: applicationId,
      before: { monthlyFee: formatAed(before.feeFils), monthlyTotal: formatAed(before.totalFils) },
      after: { monthlyFee: formatAed(change.monthlyFeeFils), monthlyTotal: formatAed(change.monthlyFeeFils + monthlyVatFils), effectiveFrom: change.effectiveFrom, noticeOn: change.noticeOn },
    });
  });
}
