import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applicationDocuments, downloadableResources, housemaids } from '../db/schema.js';
import type { FileStore } from './file-store.js';

/**
 * An upload writes its file first and commits its row after; a file younger than this may belong
 * to a transaction still running (on this server or another), so the sweep leaves it alone.
 */
export const ORPHAN_GRACE_MS = 10 * 60_000;

const DOCUMENTS = 'documents/';
const BATCH = 500;

/**
 * Removes document files (under `documents/`) that no application_documents row names and that
 * are older than the grace period: what a crash between an upload's file and its row, or between
 * a replaced document's row and its file's removal, leaves behind. Returns the removed keys.
 */
export async function removeOrphanFiles(
  db: Db,
  store: FileStore,
  options: { graceMs?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  // Listed before the rows are read: a row committed meanwhile is then seen, and its file kept.
  const candidates = (await store.list(DOCUMENTS)).filter((f) => f.modified.getTime() <= cutoff).map((f) => f.key);
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const named = await db
      .select({ key: applicationDocuments.storageKey })
      .from(applicationDocuments)
      .where(inArray(applicationDocuments.storageKey, batch));
    const kept = new Set(named.map((r) => r.key));
    const orphans = batch.filter((key) => !kept.has(key));
    await Promise.all(orphans.map((key) => store.remove(key)));
    removed.push(...orphans);
  }
  return removed;
}

export interface MissingFile {
  /** The table of the row that names the file. */
  table: 'application_documents' | 'downloadable_resources' | 'housemaids';
  /** That row's id (a maid's id as text, a resource's code). */
  id: string;
  key: string;
}

/** Every row that names a file the store does not have: documents, resource PDFs, maids' videos and posters. */
export async function missingFiles(db: Db, store: FileStore): Promise<MissingFile[]> {
  // Rows read before the files are listed: an upload puts its file before its row commits, so a
  // row seen here has its file in the listing unless the file is really gone.
  const named: MissingFile[] = [
    ...(await db.select({ id: applicationDocuments.id, key: applicationDocuments.storageKey }).from(applicationDocuments)).map((r) => ({
      table: 'application_documents' as const,
      ...r,
    })),
    ...(await db.select({ id: downloadableResources.code, key: downloadableResources.storageKey }).from(downloadableResources)).map((r) => ({
      table: 'downloadable_resources' as const,
      ...r,
    })),
    ...(
      await db
        .select({ id: sql<string>`${housemaids.id}::text`, video: housemaids.videoFile, poster: housemaids.posterFile })
        .from(housemaids)
    )
      // A maid added in the back office has no video (an empty name) until one is uploaded.
      .flatMap((m) => [m.video, m.poster].filter(Boolean).map((file) => ({ table: 'housemaids' as const, id: m.id, key: `media/${file}` }))),
  ];
  const prefixes = [...new Set(named.map((n) => n.key.slice(0, n.key.indexOf('/') + 1)))];
  const present = new Set((await Promise.all(prefixes.map((prefix) => store.list(prefix)))).flat().map((f) => f.key));
  return named.filter((n) => !present.has(n.key));
}
