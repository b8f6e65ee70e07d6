import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema.js';
import { maskPhone } from './mask-phone.js';
import type { SmsJob } from './sms-queue.js';
import { SmsSendError, type SmsSender } from './sms-sender.js';

/** What pg-boss hands the worker: the job's id stays the same across its retries. */
interface Job {
  id: string;
  data: SmsJob;
}

const held = (messageId: number, jobId: string) => and(eq(smsOutbox.id, messageId), eq(smsOutbox.jobId, jobId), eq(smsOutbox.status, 'sending'));

/**
 * Sends one message of sms_outbox. It first takes the row (status sending, one more attempt): a
 * row that is sent or dead, or held by another job (a resend), is left alone, so a message is
 * never sent again once marked sent. A job retried after its server died takes its own row back
 * and sends with the same idempotency key. A failed try throws, and pg-boss tries again after a
 * growing pause; after `maxAttempts` tries, or a refusal the provider calls final, the row is dead.
 */
export function smsWorker({ db, sender, maxAttempts, log }: { db: Db; sender: SmsSender; maxAttempts: number; log: FastifyBaseLogger }) {
  return async ({ id: jobId, data: { messageId } }: Job): Promise<void> => {
    const [row] = await db
      .update(smsOutbox)
      .set({ status: 'sending', attempts: sql`${smsOutbox.attempts} + 1`, lastAttemptAt: new Date(), jobId, provider: sender.name })
      .where(
        and(
          eq(smsOutbox.id, messageId),
          or(inArray(smsOutbox.status, ['queued', 'failed']), and(eq(smsOutbox.status, 'sending'), eq(smsOutbox.jobId, jobId))),
        ),
      )
      .returning();
    if (!row) return;
    const about = { sms: row.id, kind: row.kind, to: maskPhone(row.toPhone), attempt: row.attempts };
    try {
      const { providerMessageId } = await sender.send(row);
      await db.update(smsOutbox).set({ status: 'sent', sentAt: new Date(), providerMessageId, lastError: null }).where(held(row.id, jobId));
    } catch (err) {
      const permanent = err instanceof SmsSendError && err.permanent;
      const dead = permanent || row.attempts >= maxAttempts;
      const reason = err instanceof Error ? err.message : String(err);
      await db.update(smsOutbox).set({ status: dead ? 'dead' : 'failed', lastError: reason.slice(0, 500) }).where(held(row.id, jobId));
      log.warn({ ...about, reason, dead }, dead ? 'SMS dead: not sent' : 'SMS not sent; it will be tried again');
      if (!dead) throw err;
    }
  };
}

/** A job pg-boss gave up on (its servers kept dying mid-send): its message is dead, unless it was sent. */
export function smsDeadLetterWorker({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  return async ({ data: { messageId } }: Job): Promise<void> => {
    const [row] = await db
      .update(smsOutbox)
      .set({ status: 'dead', lastError: 'the queue gave up on this message: its tries did not finish (servers stopped while sending)' })
      // Not a queued row: staff sent it again since, and its new job has it.
      .where(and(eq(smsOutbox.id, messageId), inArray(smsOutbox.status, ['sending', 'failed'])))
      .returning({ id: smsOutbox.id });
    if (row) log.warn({ sms: messageId }, 'SMS dead: the queue gave up on it');
  };
}
