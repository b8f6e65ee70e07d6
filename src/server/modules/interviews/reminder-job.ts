import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { interviews, interviewSlots } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';
import { interviewReminderText } from '../sms/interview-texts.js';
import type { InterviewDeps } from './interview-service.js';
import { tellEachOnce } from './tell-once.js';

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
  return tellEachOnce(
    deps,
    due.map((c) => c.id),
    { mark: 'reminderSentAt', still: eq(interviews.status, 'confirmed'), kind: 'reminder', text: interviewReminderText, now },
  );
}

export function reminderWorker(deps: InterviewDeps & { origin: string; log: FastifyBaseLogger }) {
  return async () => {
    const sent = await sendInterviewReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'interview reminders queued');
  };
}

