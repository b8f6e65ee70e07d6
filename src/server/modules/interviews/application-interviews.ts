import { desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationDetail } from '../../../shared/api/admin-applications/schemas.js';
import type { DbOrTx } from '../application/tx.js';
import { housemaids, interviews, interviewSlots } from '../../db/schema.js';

/**
 * The interview calls behind an application (issue 32, item 5), for the staff application page: a
 * call is booked without an application, so it is found by the numbers the application holds, as a
 * client's data export finds them (interview-personal-data.ts). Newest call first; `sameMaid` says
 * whether the family talked with the maid they then applied for.
 */
export async function interviewsOfApplication(db: DbOrTx, phones: Array<string | null | undefined>, maidId: number): Promise<ApplicationDetail['interviewCalls']> {
  const numbers = [...new Set(phones.filter((p): p is string => Boolean(p)))];
  // An erased application holds no number any more: its calls are no longer its client's.
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ call: interviews, startsAt: interviewSlots.startsAt, maidName: housemaids.name })
    .from(interviews)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
    .innerJoin(housemaids, eq(housemaids.id, interviews.housemaidId))
    .where(inArray(interviews.phone, numbers))
    .orderBy(desc(interviewSlots.startsAt), desc(interviews.createdAt));
  return rows.map(({ call, startsAt, maidName }) => ({
    id: call.id,
    maid: { id: call.housemaidId, name: maidName },
    startsAt: startsAt.toISOString(),
    way: call.way,
    status: call.status,
    note: call.staffNote,
    sameMaid: call.housemaidId === maidId,
  }));
}
