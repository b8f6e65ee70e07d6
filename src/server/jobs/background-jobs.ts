import type { FastifyInstance } from 'fastify';
import { RETENTION_CRON, RETENTION_QUEUE, RETENTION_TZ, retentionWorker } from '../modules/data-rights/retention.js';
import { VIDEO_QUEUE, videoWorker } from '../modules/maid-admin/video-worker.js';
import { MONEY_CRON, MONEY_QUEUE, MONEY_TZ, moneyWorker } from '../modules/money/money-job.js';
import { MAID_GONE_CRON, MAID_GONE_QUEUE, maidGoneWorker } from '../modules/interviews/maid-gone-job.js';
import { REMINDER_CRON, REMINDER_QUEUE, REMINDER_TZ, reminderWorker } from '../modules/interviews/reminder-job.js';
import { jobOrigin } from '../modules/money/money-job.js';
import { OVERDUE_CRON, OVERDUE_QUEUE, OVERDUE_TZ, overdueWorker } from '../modules/service/overdue-job.js';
import { createSmsOutbox } from '../modules/sms/sms-queue.js';
import { deriveKey, loadAppSecret } from '../secrets.js';
import { SMS_DEAD_QUEUE, SMS_QUEUE } from '../modules/sms/sms-queue.js';
import { createSmsSender } from '../modules/sms/sms-sender.js';
import { smsDeadLetterWorker, smsWorker } from '../modules/sms/sms-worker.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work on PostgreSQL (pg-boss): queued by any instance, taken by any. */
    jobs: JobQueue;
  }
}

/** How long a server whose database is away waits before trying to start its workers again. */
const RETRY_START_MS = 5_000;
/** A family waits for its one-time code: the SMS queue is looked at every second. */
const SMS_POLLING_S = 1;

/**
 * Every queue and its worker: each instance takes jobs once ready, and finishes its own before
 * closing. The workers start in the background: a server whose database is away still starts (and
 * says it is not ready), and its workers begin when PostgreSQL is back.
 */
export function backgroundJobs(app: FastifyInstance): void {
  const jobs = createJobQueue(app.database.pool, [VIDEO_QUEUE, SMS_DEAD_QUEUE, SMS_QUEUE, RETENTION_QUEUE, OVERDUE_QUEUE, MONEY_QUEUE, REMINDER_QUEUE, MAID_GONE_QUEUE], (err) => app.log.error({ err }, 'job queue'), {
    maintenanceIntervalSeconds: app.config.JOBS_MAINTENANCE_S,
  });
  app.decorate('jobs', jobs);
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const begin = async () => {
    try {
      await jobs.start();
      // A server closed while its queue was starting takes no job.
      if (closing) return;
      await jobs.work(VIDEO_QUEUE.name, videoWorker({ db: app.database.db, store: app.storage, ffmpegPath: app.config.FFMPEG_PATH, log: app.log }));
      const sender = createSmsSender(app.config, app.log);
      await jobs.work(SMS_QUEUE.name, smsWorker({ db: app.database.db, sender, maxAttempts: app.config.SMS_MAX_ATTEMPTS, log: app.log }), { pollingIntervalSeconds: SMS_POLLING_S });
      await jobs.work(SMS_DEAD_QUEUE.name, smsDeadLetterWorker({ db: app.database.db, log: app.log }));
      await jobs.work(RETENTION_QUEUE.name, retentionWorker({ db: app.database.db, store: app.storage, days: app.config.RETENTION_DAYS, log: app.log }));
      await jobs.schedule(RETENTION_QUEUE.name, RETENTION_CRON, RETENTION_TZ);
      await jobs.work(OVERDUE_QUEUE.name, overdueWorker({ db: app.database.db, log: app.log }));
      await jobs.schedule(OVERDUE_QUEUE.name, OVERDUE_CRON, OVERDUE_TZ);
      const payKey = deriveKey(loadAppSecret(app.config), 'pay-link');
      await jobs.work(MONEY_QUEUE.name, moneyWorker(app.database.db, { config: app.config, sms: createSmsOutbox(jobs, app.config), payKey, log: app.log }));
      await jobs.schedule(MONEY_QUEUE.name, MONEY_CRON, MONEY_TZ);
      const interviewKey = deriveKey(loadAppSecret(app.config), 'interview-link');
      const interviewDeps = { db: app.database.db, config: app.config, sms: createSmsOutbox(jobs, app.config), linkKey: interviewKey, origin: jobOrigin(app.config), log: app.log };
      await jobs.work(REMINDER_QUEUE.name, reminderWorker(interviewDeps));
      await jobs.schedule(REMINDER_QUEUE.name, REMINDER_CRON, REMINDER_TZ);
      await jobs.work(MAID_GONE_QUEUE.name, maidGoneWorker(interviewDeps));
      await jobs.schedule(MAID_GONE_QUEUE.name, MAID_GONE_CRON, REMINDER_TZ);
    } catch (err) {
      if (closing) return;
      app.log.warn({ err }, `background jobs could not start; trying again in ${RETRY_START_MS / 1000} s`);
      retry = setTimeout(() => void begin(), RETRY_START_MS);
    }
  };
  app.addHook('onReady', (done) => {
    void begin();
    done();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await jobs.stop();
  });
}
