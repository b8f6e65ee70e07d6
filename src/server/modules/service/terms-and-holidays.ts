import { asc, gte } from 'drizzle-orm';
import { addCalendarDays, type IsoDay } from '../../../shared/service/clocks.js';
import { DEFAULT_SERVICE_TERMS, type ServiceTerms } from '../../../shared/service/terms.js';
import { publicHolidays, serviceTerms } from '../../db/schema.js';
import type { DbOrTx } from '../application/tx.js';

/** The agency's terms as staff set them, or the recorded defaults (docs/decisions/2026-11-28-service-terms.md). */
export async function readTerms(db: DbOrTx): Promise<ServiceTerms> {
  const [row] = await db.select().from(serviceTerms).limit(1);
  if (!row) return DEFAULT_SERVICE_TERMS;
  return {
    replacement: { days: row.replacementDays, count: row.replacementCount },
    cancelNoticeDays: row.cancelNoticeDays,
    refundRule: row.refundRule,
    refundDays: row.refundDays,
  };
}

/** The public holidays from `from` on (a clock never looks back further than its start). */
export async function holidaysFrom(db: DbOrTx, from: IsoDay): Promise<Set<IsoDay>> {
  const rows = await db.select({ day: publicHolidays.day }).from(publicHolidays).where(gte(publicHolidays.day, addCalendarDays(from, -1)));
  return new Set(rows.map((r) => r.day));
}

export type Holiday = { day: IsoDay; name: string };

/** The terms and the holidays staff see and change (the service desk's Terms page). */
export async function termsAndHolidays(db: DbOrTx) {
  const [terms, holidays] = await Promise.all([readTerms(db), db.select().from(publicHolidays).orderBy(asc(publicHolidays.day))]);
  return {
    terms: { replacementDays: terms.replacement.days, replacementCount: terms.replacement.count, cancelNoticeDays: terms.cancelNoticeDays, refundRule: terms.refundRule, refundDays: terms.refundDays },
    holidays,
  };
}

export type TermsInput = Awaited<ReturnType<typeof termsAndHolidays>>['terms'];

/** Writes the agency's terms (one row): the database's check keeps the refund days within the law's. */
export async function writeTerms(tx: DbOrTx, input: TermsInput, staffId: string): Promise<void> {
  const row = { ...input, updatedAt: new Date(), updatedBy: staffId };
  await tx.insert(serviceTerms).values({ id: 1, ...row }).onConflictDoUpdate({ target: serviceTerms.id, set: row });
}
