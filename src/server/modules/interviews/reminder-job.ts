import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { interviews, interviewSlots } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';
import { interviewReminderText } from '../sms/interview-texts.js';
import { loadCall, tellFamily, type InterviewDeps } from './interview-service.js';

export const REMINDER_QUEUE: QueueDefinition = { name: 'interview-reminders', retryLimit: 3, retryDelay: 60 };
/** Every five minutes: a reminder leaves between 2 h and 1 h 55 before its call. */
export const REMINDER_CRON = '*/5 * * * *';
export const REMINDER_TZ = 'Asia/Dubai';
export const REMIND_BEFORE_MS = 2 * 3_600_000;

/**
 * Texts each confirmed call starting within two hours its reminder, once: reminder_sent_at is set
 * in the transaction that writes the SMS, and only where it was still empty, so two runs (two
 * servers, a retry) send one message. A moved call's reminder is due again.
 */
export async function sendInterviewReminders(deps: InterviewDeps & { origin: string }, now = Date.now()): Promise<number> {
  const { db } = deps;
  const due = await db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
    .where(and(eq(interviews.status, 'confirmed'), isNull(interviews.reminderSentAt), gt(interviewSlots.startsAt, new Date(now)), lte(interviewSlots.startsAt, new Date(now + REMIND_BEFORE_MS))))
    .orderBy(asc(interviewSlots.startsAt));
  let sent = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(interviews)
        .set({ reminderSentAt: new Date(now) })
        .where(and(eq(interviews.id, id), eq(interviews.status, 'confirmed'), isNull(interviews.reminderSentAt)))
        .returning({ id: interviews.id });
      if (!claimed) return;
      await tellFamily(tx, deps, deps.origin, (await loadCall(tx, eq(interviews.id, id)))!, 'reminder', interviewReminderText);
      sent += 1;
    });
  }
  return sent;
}

export function reminderWorker(deps: InterviewDeps & { origin: string; log: FastifyBaseLogger }) {
  return async () => {
    const sent = await sendInterviewReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'interview reminders queued');
  };
}

