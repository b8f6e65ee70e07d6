import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config.js';
import { smsOutbox } from '../../db/schema.js';
import type { JobQueue, QueueDefinition } from '../../jobs/job-queue.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { DbOrTx } from '../application/tx.js';

/** Jobs pg-boss gave up on (their servers died while sending, more often than the retries allow). */
export const SMS_DEAD_QUEUE: QueueDefinition = { name: 'sms-dead-letter', retryLimit: 2 };

/**
 * The queue of messages to send, one job per sms_outbox row. The worker itself decides when a
 * message is dead (SMS_MAX_ATTEMPTS, or a final refusal); pg-boss's own retries also cover a
 * server that died mid-send, whose job is taken again once it expires.
 */
export const SMS_QUEUE: QueueDefinition = {
  name: 'sms-send',
  retryLimit: 7,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 20,
  deadLetter: SMS_DEAD_QUEUE.name,
};

export interface SmsJob {
  messageId: number;
}

/**
 * Each job's retries and expiry, from the configuration (set per job, so that a change applies to
 * new messages without touching the queue). A job expires after the provider's timeout and a
 * margin: one that is still running then has a dead server.
 */
export function smsJobOptions(config: Config): PgBoss.SendOptions {
  return {
    // The worker makes a message dead after SMS_MAX_ATTEMPTS tries; two spare runs for tries that
    // could not even begin (the database away), so that pg-boss does not give up first.
    retryLimit: config.SMS_MAX_ATTEMPTS + 1,
    retryDelay: config.SMS_RETRY_DELAY_S,
    retryBackoff: true,
    expireInSeconds: config.SMS_SEND_TIMEOUT_S + 5,
  };
}

/** pg-boss's statements ($1…$n) run through a drizzle transaction, so a job commits with its row. */
export function sqlIn(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL = sql.empty();
      parts.forEach((part, i) => query.append(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      return db.execute(query);
    },
  };
}

/** Puts a message's job on the queue, in the transaction `db` (which also writes or changes its row). */
export async function queueSms(db: DbOrTx, jobs: JobQueue, config: Config, messageId: number): Promise<void> {
  const job: SmsJob = { messageId };
  await jobs.send(SMS_QUEUE.name, job, { ...smsJobOptions(config), db: sqlIn(db) });
}

/**
 * What the application's steps call to send an SMS: the message and its job are written in the
 * step's own transaction, so a step that fails sends nothing and one that succeeded has its message
 * on its way even if this server dies at once. The queue's worker sends it (sms-worker.ts).
 */
export function createSmsOutbox(jobs: JobQueue, config: Config): SmsProvider {
  return {
    name: config.SMS_PROVIDER,
    async send(db, message) {
      // A savepoint when `db` is a transaction already: row and job together either way.
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(smsOutbox).values({ ...message, provider: config.SMS_PROVIDER }).returning({ id: smsOutbox.id });
        await queueSms(tx, jobs, config, row!.id);
      });
    },
  };
}
