import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileNotFoundError, isFileKey } from '../../storage/file-store.js';
import { requestedRange } from './byte-range.js';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  // Captions name maids in their own scripts (Amharic, Sinhala, Arabic…).
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The path is not echoed: it is whatever the client sent. */
const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'There is no such media file.' });

/** A media file is never changed under its name (a new clip gets a new name), so it is cached for a year. */
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Maid videos and posters from the file store, whichever its driver: byte ranges (206), their
 * real Content-Type, validators for revalidation, and a year of caching. Only keys under `media/`
 * are reachable; documents never are.
 */
export async function mediaRoutes(app: FastifyInstance) {
  async function serve(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const key = `media/${request.params['*']}`;
    if (!isFileKey(key)) return notFound(reply);
    const stat = await app.storage.stat(key);
    if (!stat) return notFound(reply);

    const etag = `"${stat.size.toString(16)}-${stat.modified.getTime().toString(16)}"`;
    const lastModified = stat.modified.toUTCString();
    const validators = { 'accept-ranges': 'bytes', 'cache-control': YEAR_IMMUTABLE, etag, 'last-modified': lastModified };

    const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince, 'if-range': ifRange } = request.headers;
    const fresh = ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Math.floor(stat.modified.getTime() / 1000) * 1000;
    if (fresh) return reply.status(304).headers(validators).send();

    // A range of a file that changed since the client's copy (If-Range) would mix two files: send it whole.
    const rangeStillValid = !ifRange || ifRange === etag || ifRange === lastModified;
    const range = rangeStillValid ? requestedRange(request.headers.range, stat.size) : null;
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${stat.size}`).send({ error: 'This range is beyond the end of the file.' });
    }
    let body;
    try {
      // A HEAD asks for the headers only: no read from the store.
      body = request.method === 'HEAD' ? undefined : await app.storage.stream(key, range ?? undefined);
    } catch (err) {
      // Removed between the stat and the read.
      if (err instanceof FileNotFoundError) return notFound(reply);
      throw err;
    }
    reply.headers(validators).header('content-type', CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
    if (!range) return reply.header('content-length', stat.size).send(body);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  }

  // HEAD declared here rather than derived from GET: Fastify's derived HEAD reads the whole body to discard it.
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', schema: { hide: true }, handler: serve });
}
