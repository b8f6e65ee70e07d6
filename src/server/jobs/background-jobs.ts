import type { FastifyInstance } from 'fastify';
import { VIDEO_QUEUE, videoWorker } from '../modules/maid-admin/video-worker.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work on PostgreSQL (pg-boss): queued by any instance, taken by any. */
    jobs: JobQueue;
  }
}

/** Every queue and its worker: each instance takes jobs once ready, and finishes its own before closing. */
export function backgroundJobs(app: FastifyInstance): void {
  const jobs = createJobQueue(app.database.pool, [VIDEO_QUEUE], (err) => app.log.error({ err }, 'job queue'));
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.start();
    await jobs.work(VIDEO_QUEUE.name, videoWorker({ db: app.database.db, store: app.storage, ffmpegPath: app.config.FFMPEG_PATH, log: app.log }));
  });
  app.addHook('onClose', () => jobs.stop());
}
