import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { downloadableResources } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { FileStore } from '../../storage/file-store.js';

/** inline shows the PDF in the browser's viewer; attachment saves it. Non-ASCII names go in filename*. */
export function contentDisposition(fileName: string, download: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The downloadable resource stored under `code`, with its file's size and date, or a 404 naming the code. */
export async function findResource(db: Db, storage: FileStore, log: FastifyBaseLogger, code: string) {
  const [resource] = await db.select().from(downloadableResources).where(eq(downloadableResources.code, code));
  if (!resource) throw notFound(`Unknown resource code '${code}'`);
  const stat = await storage.stat(resource.storageKey);
  if (!stat) {
    log.warn({ code, storageKey: resource.storageKey }, 'resource file missing');
    throw notFound(`The resource '${code}' is not available right now`);
  }
  return { resource, size: stat.size, modified: stat.modified };
}
