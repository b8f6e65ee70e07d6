import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { housemaids, maidVideos } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';
import type { FileStore } from '../../storage/file-store.js';
import { recordAudit } from '../staff/audit.js';
import { POSTER_SIZES, TranscodeError, transcodeVideo } from './transcode.js';

/** The queue of uploaded maid videos waiting for ffmpeg. */
export const VIDEO_QUEUE: QueueDefinition = {
  name: 'maid-video-transcode',
  // A server killed mid-transcode leaves the job to expire and be taken again; a file ffmpeg
  // cannot read fails at once, with its reason, and is not retried.
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

export interface VideoJob {
  videoId: string;
}

/** Progress is written at most this often, not at every line ffmpeg prints. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Transcodes one uploaded video (maid_videos row), stores the results under media/, and switches
 * the maid to them in one transaction; the catalogue's notification brings the public card along.
 * A failure leaves her old video and records why.
 */
export function videoWorker({ db, store, ffmpegPath, log }: { db: Db; store: FileStore; ffmpegPath: string; log: FastifyBaseLogger }) {
  return async ({ data }: { data: VideoJob }): Promise<void> => {
    const [video] = await db.select().from(maidVideos).where(eq(maidVideos.id, data.videoId));
    // Done already (a job taken twice), or the maid deleted since.
    if (!video || video.status === 'ready' || video.status === 'failed') return;
    const setProgress = (progress: number) => db.update(maidVideos).set({ status: 'processing', progress }).where(eq(maidVideos.id, video.id));
    await setProgress(0);
    const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'maid-video-'));
    try {
      const input = path.join(work, 'upload');
      await pipeline(await store.stream(video.sourceKey), fs.createWriteStream(input));
      let written = 0;
      let pending: Promise<unknown> = Promise.resolve();
      const result = await transcodeVideo(ffmpegPath, input, work, (percent) => {
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        pending = pending.then(() => setProgress(percent)).catch(() => undefined);
      });
      await pending;

      const base = `maid-${video.housemaidId}-${video.id}`;
      const videoFile = `videos/${base}.mp4`;
      await store.putFile(`media/${videoFile}`, result.video);
      for (const { width } of POSTER_SIZES) {
        for (const ext of ['jpg', 'webp']) await store.putFile(`media/posters/${base}-${width}.${ext}`, result.posters[`${width}.${ext}`]!);
      }
      const posterFile = `posters/${base}-${POSTER_SIZES[0].width}.jpg`;
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(housemaids).where(eq(housemaids.id, video.housemaidId)).for('update');
        if (!before) return;
        await tx.update(housemaids).set({ videoFile, posterFile, videoDurationS: result.durationS }).where(eq(housemaids.id, video.housemaidId));
        await tx.update(maidVideos).set({ status: 'ready', progress: 100, durationS: result.durationS, finishedAt: new Date() }).where(eq(maidVideos.id, video.id));
        await recordAudit(tx, {
          staffId: video.uploadedBy,
          action: 'maid.video',
          subjectType: 'maid',
          subjectId: String(video.housemaidId),
          before: { videoFile: before.videoFile, posterFile: before.posterFile },
          after: { videoFile, posterFile, durationS: result.durationS },
        });
      });
      await store.remove(video.sourceKey);
      log.info({ video: video.id, maid: video.housemaidId, durationS: result.durationS }, 'maid video ready');
    } catch (err) {
      if (!(err instanceof TranscodeError)) throw err; // the store or the database: pg-boss retries
      await db.update(maidVideos).set({ status: 'failed', error: err.message, finishedAt: new Date() }).where(eq(maidVideos.id, video.id));
      await store.remove(video.sourceKey);
      log.warn({ video: video.id, maid: video.housemaidId, reason: err.message }, 'maid video failed');
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  };
}
