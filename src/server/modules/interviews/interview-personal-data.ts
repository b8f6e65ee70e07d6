import { asc, eq, inArray } from 'drizzle-orm';
import { housemaids, interviews, interviewSlots } from '../../db/schema.js';
import type { PersonalDataPlace } from '../data-rights/personal-data.js';

/** personal-data.ts's ERASED_PHONE: imported as a type only, since that module imports this one. */
const ERASED_PHONE = '';

/**
 * A client's interview calls (issue 32), found by the numbers the client gave: a call is booked
 * without an application. Exported with the rest; erased to the maid, the time, the way and what
 * became of it (the agency counts by them): the number and staff's note about the call go.
 */
export const interviewsPlace: PersonalDataPlace = {
  name: 'interviewCalls',
  async read({ db }, scope) {
    if (scope.phones.length === 0) return [];
    const rows = await db
      .select({ call: interviews, startsAt: interviewSlots.startsAt, maidName: housemaids.name })
      .from(interviews)
      .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
      .innerJoin(housemaids, eq(housemaids.id, interviews.housemaidId))
      .where(inArray(interviews.phone, scope.phones))
      .orderBy(asc(interviews.createdAt));
    return rows.map(({ call, startsAt, maidName }) => ({
      maid: maidName,
      startsAt: startsAt.toISOString(),
      phone: call.phone,
      way: call.way,
      language: call.language,
      status: call.status,
      declineReason: call.declineReason,
      staffNote: call.staffNote,
      createdAt: call.createdAt.toISOString(),
    }));
  },
  async erase(tx, scope) {
    if (scope.phones.length === 0) return;
    await tx.update(interviews).set({ phone: ERASED_PHONE, staffNote: null }).where(inArray(interviews.phone, scope.phones));
  },
};
