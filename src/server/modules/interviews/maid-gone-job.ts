import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PENDING_STATUSES } from '../../../shared/interviews/states.js';
import { housemaids, interviews, interviewSlots } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';
import { interviewMaidGoneText } from '../sms/interview-texts.js';
import type { InterviewDeps } from './interview-service.js';
import { tellEachOnce } from './tell-once.js';

export const MAID_GONE_QUEUE: QueueDefinition = { name: 'interview-maid-gone', retryLimit: 3, retryDelay: 60 };
/** Every minute: the family hears within a minute that the call will not help. */
export const MAID_GONE_CRON = '* * * * *';

/**
 * Texts each family with a call still to come whose maid has since been hired, or reserved by a
 * sent application (a reservation without an end), once: maid_gone_told_at is set in the
 * transaction that writes the SMS, only where it was empty. A family still filling in an
 * application holds her for minutes only (reserved_until), which may lapse: no SMS for that; their
 * link shows her unavailable meanwhile. The call stays: it does not reserve her, and the family
 * cancels it or calls one of the maids their link suggests.
 */
export async function tellFamiliesMaidGone(deps: InterviewDeps & { origin: string }, now = Date.now()): Promise<number> {
  const { db } = deps;
  const gone = or(eq(housemaids.status, 'hired'), and(eq(housemaids.status, 'reserved'), isNull(housemaids.reservedUntil)));
  const due = await db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
    .innerJoin(housemaids, eq(housemaids.id, interviews.housemaidId))
    .where(and(inArray(interviews.status, [...PENDING_STATUSES]), isNull(interviews.maidGoneToldAt), gt(interviewSlots.startsAt, new Date(now)), gone))
    .orderBy(asc(interviewSlots.startsAt));
  return tellEachOnce(
    deps,
    due.map((c) => c.id),
    { mark: 'maidGoneToldAt', still: inArray(interviews.status, [...PENDING_STATUSES]), kind: 'maidGone', text: interviewMaidGoneText, now },
  );
}

export function maidGoneWorker(deps: InterviewDeps & { origin: string; log: FastifyBaseLogger }) {
  return async () => {
    const sent = await tellFamiliesMaidGone(deps);
    if (sent > 0) deps.log.info({ sent }, 'interview families told their maid is gone');
  };
}
