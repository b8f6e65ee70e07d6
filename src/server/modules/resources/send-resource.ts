import fsp from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { downloadableResources } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/** inline shows the PDF in the browser's viewer; attachment saves it. Non-ASCII names go in filename*. */
export function contentDisposition(fileName: string, download: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams the downloadable resource stored under `code`, or answers 404 naming the code. */
export async function sendResource(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  { download = false } = {},
) {
  const [resource] = await app.database.db.select().from(downloadableResources).where(eq(downloadableResources.code, code));
  if (!resource) throw notFound(`Unknown resource code '${code}'`);

  let size: number;
  let modified: Date;
  try {
    const stat = await fsp.stat(app.storage.pathOf(resource.storageKey));
    size = stat.size;
    modified = stat.mtime;
  } catch (err) {
    request.log.warn({ err, code, storageKey: resource.storageKey }, 'resource file missing');
    throw notFound(`The resource '${code}' is not available right now`);
  }

  return reply
    .header('content-type', resource.contentType)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(resource.fileName, download))
    // Staff may replace a document under the same code, so it is cached for an hour, not forever.
    .header('cache-control', 'public, max-age=3600')
    .header('last-modified', modified.toUTCString())
    .send(app.storage.stream(resource.storageKey));
}
