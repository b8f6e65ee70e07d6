import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Pool } from 'pg';
import { MAX_VIDEO_BYTES, type MaidVideo } from '../../../shared/api/admin-catalogue/schemas.js';
import type { Db } from '../../db/client.js';
import { maidVideos } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
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

/** The one file of a multipart upload, streamed to a temporary file; over the limit it is refused, not cut. */
async function receive(request: FastifyRequest, into: string): Promise<void> {
  if (!request.isMultipart()) throw badRequest('Send the video as multipart/form-data in the field "file".');
  let file;
  try {
    file = await request.file({ limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 2 } });
    if (!file) throw badRequest('Choose a video to upload.');
    await pipeline(file.file, fs.createWriteStream(into));
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw err;
    throw badRequest('The video did not arrive whole. Please choose it and send it again.');
  }
  if (file.file.truncated) throw new HttpError(413, TOO_LARGE);
}

/** The start of a file, where its type shows (file-type reads at most this much). */
async function firstBytes(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4100), 0, 4100, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

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
        await receive(request, received);
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
