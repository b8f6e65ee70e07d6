import PgBoss from 'pg-boss';
import type { Pool } from 'pg';

/**
 * Background work in PostgreSQL (pg-boss): any server instance may take any job, a job survives
 * a restart, and a failed one is retried. pg-boss keeps its tables in the `pgboss` schema, which it
 * creates and upgrades itself at start; they hold only work in flight, so backups leave them out.
 */
export interface JobQueue {
  /** Creates or upgrades pg-boss's schema and the queues; a failed start is tried again by the next call. */
  start(): Promise<void>;
  /** Waits for the jobs in progress on this instance (up to `graceMs`), then stops taking more. */
  stop(graceMs?: number): Promise<void>;
  /** Queues a job; `options` as pg-boss's (retries, singleton key). Returns its id. */
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Queues a job on this queue at each time of `cron` (in `tz`): pg-boss keeps the schedule in
   * PostgreSQL and sends each job once, whichever instances are running. Calling it again replaces it.
   */
  schedule(queue: string, cron: string, tz: string): Promise<void>;
  /** Takes this queue's jobs on this instance, one at a time. */
  work<T extends object>(queue: string, handler: (job: PgBoss.Job<T>) => Promise<void>, options?: { pollingIntervalSeconds?: number }): Promise<void>;
}

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** The queue a job goes to once pg-boss has given up on it (it must be listed before this one). */
  deadLetter?: string;
}

export function createJobQueue(
  pool: Pool,
  queues: readonly QueueDefinition[],
  onError: (err: Error) => void,
  /** How often expired jobs (their server died) are failed, and so retried: pg-boss's default is 120 s. */
  { maintenanceIntervalSeconds = 120 }: { maintenanceIntervalSeconds?: number } = {},
): JobQueue {
  // pg-boss runs its statements through our pool: no second pool per instance.
  // Schedules are daily jobs (retention): their clock is looked at every 45 s, pg-boss's slowest.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: true,
    cronMonitorIntervalSeconds: 45,
    cronWorkerIntervalSeconds: 45,
    maintenanceIntervalSeconds,
  });
  boss.on('error', onError);
  let started: Promise<void> | undefined;
  return {
    start() {
      started ??= (async () => {
        await boss.start();
        for (const { name, ...options } of queues) await boss.createQueue(name, { name, ...options });
      })().catch((err: unknown) => {
        // PostgreSQL away (a start during an outage): the next call tries again.
        started = undefined;
        throw err;
      });
      return started;
    },
    async stop(graceMs = 10_000) {
      if (!started) return;
      const stopBoss = () => boss.stop({ graceful: true, timeout: graceMs, wait: true, close: false });
      // A start still waiting on a database that does not answer holds no job: it is not waited
      // for, and whenever it ends, it is stopped at once.
      let timer: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        started.then(() => true, () => false),
        new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), 1000))),
      ]);
      clearTimeout(timer);
      if (ended === 'pending') void started.then(stopBoss, () => undefined);
      else if (ended) await stopBoss();
    },

    async send(queue, data, options = {}) {
      await this.start();
      return boss.send(queue, data, options);
    },
    async schedule(queue, cron, tz) {
      await this.start();
      await boss.schedule(queue, cron, {}, { tz });
    },
    async work<T extends object>(queue: string, handler: (job: PgBoss.Job<T>) => Promise<void>, { pollingIntervalSeconds = 2 } = {}) {
      await boss.work<T>(queue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => handler(job!));
    },
  };
}
