import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

/** What a refused upload says, in the words of what is uploaded (a video, a PDF). */
export interface UploadTexts {
  notMultipart: string;
  missing: string;
  tooLarge: string;
  notWhole: string;
}

/**
 * The one file of a multipart upload (field `file`), streamed to `into` without holding it in
 * memory; one over `maxBytes` is refused (413), never cut. Answers the name it had on the sender's
 * computer.
 */
export async function receiveFile(request: FastifyRequest, into: string, maxBytes: number, texts: UploadTexts): Promise<string> {
  if (!request.isMultipart()) throw badRequest(texts.notMultipart);
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 2 } });
    if (!file) throw badRequest(texts.missing);
    await pipeline(file.file, fs.createWriteStream(into));
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, texts.tooLarge);
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw err;
    throw badRequest(texts.notWhole);
  }
  if (file.file.truncated) throw new HttpError(413, texts.tooLarge);
  return file.filename;
}

/** The start of a file, where its type shows (file-type reads at most this much). */
export async function firstBytes(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4100), 0, 4100, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
