import { gte } from 'drizzle-orm';
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
