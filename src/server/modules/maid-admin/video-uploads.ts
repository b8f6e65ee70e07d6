import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Pool } from 'pg';
import { MAX_VIDEO_BYTES, type MaidVideo } from '../../../shared/api/admin-catalogue/schemas.js';
import type { Db } from '../../db/client.js';
import { maidVideos } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { firstBytes, receiveFile } from '../../http/multipart-file.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStore } from '../../storage/file-store.js';
import { VIDEO_QUEUE, type VideoJob } from './video-worker.js';

const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v']);
const TOO_LARGE = `This video is larger than ${MAX_VIDEO_BYTES / 1024 / 1024} MB. Trim it on the phone, or record a shorter one.`;

type VideoRow = typeof maidVideos.$inferSelect;
export const toMaidVideo = (row: VideoRow): MaidVideo => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  error: row.error,
  durationS: row.durationS,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const UPLOAD_TEXTS = {
  notMultipart: 'Send the video as multipart/form-data in the field "file".',
  missing: 'Choose a video to upload.',
  tooLarge: TOO_LARGE,
  notWhole: 'The video did not arrive whole. Please choose it and send it again.',
};

export function createVideoUploads({ db, pool, store, jobs }: { db: Db; pool: Pool; store: FileStore; jobs: JobQueue }) {
  return {
    /**
     * Takes a maid's video: checked by its content, stored whole, and queued for transcoding in
     * the same transaction as its row, so an answered upload is always on its way.
     */
    async upload(request: FastifyRequest, housemaidId: number, uploadedBy: string): Promise<MaidVideo> {
      const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'maid-upload-'));
      try {
        const received = path.join(work, 'video');
        await receiveFile(request, received, MAX_VIDEO_BYTES, UPLOAD_TEXTS);
        const type = await fileTypeFromBuffer(await firstBytes(received));
        if (!type || !VIDEO_TYPES.has(type.mime)) {
          throw badRequest(`This file is not a video${type ? ` (it is ${type.mime})` : ''}: upload an MP4, MOV or WebM video.`);
        }
        const id = randomUUID();
        const sourceKey = `uploads/videos/${id}`;
        await store.putFile(sourceKey, received);
        const client = await pool.connect();
        try {
          await client.query('begin');
          const { rowCount } = await client.query('select 1 from housemaids where id = $1 for share', [housemaidId]);
          if (!rowCount) throw notFound('No maid with this id.');
          await client.query('insert into maid_videos (id, housemaid_id, source_key, uploaded_by) values ($1, $2, $3, $4)', [id, housemaidId, sourceKey, uploadedBy]);
          const job: VideoJob = { videoId: id };
          await jobs.send(VIDEO_QUEUE.name, job, { db: { executeSql: (text, values) => client.query(text, values) } });
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          await store.remove(sourceKey).catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
        const [row] = await db.select().from(maidVideos).where(eq(maidVideos.id, id));
        return toMaidVideo(row!);
      } finally {
        await fsp.rm(work, { recursive: true, force: true });
      }
    },

    async latest(housemaidId: number): Promise<MaidVideo | null> {
      const [row] = await db.select().from(maidVideos).where(eq(maidVideos.housemaidId, housemaidId)).orderBy(desc(maidVideos.createdAt)).limit(1);
      return row ? toMaidVideo(row) : null;
    },
  };
}
