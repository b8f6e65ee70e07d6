import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';
import type { FileStore } from '../../storage/file-store.js';

/** The daily retention job: one run a day, tried again an hour later if the database was away. */
export const RETENTION_QUEUE: QueueDefinition = { name: 'documents-retention', retryLimit: 3, retryDelay: 3600 };
/** 03:30 in Dubai, when no family is about. */
export const RETENTION_CRON = '30 3 * * *';
export const RETENTION_TZ = 'Asia/Dubai';

/**
 * An application past retention (over `applications`): never submitted (the family never reached
 * the end step) or cancelled by the agency, and neither it nor any of its documents touched for
 * `days` days (a stage change touches it).
 */
export function pastRetention(days: number): SQL {
  const cutoff = sql`now() - make_interval(days => ${days}::int)`;
  return sql`((${applications.status} = 'pending' or ${applications.stage} = 'cancelled')
    and ${applications.updatedAt} < ${cutoff}
    and not exists (select 1 from application_documents recent
                     where recent.application_id = ${applications.id} and recent.created_at >= ${cutoff}))`;
}

/**
 * Deletes the documents of the applications past retention: the rows in one statement, then their
 * files, so a failure never leaves a row without its file. Returns counts only.
 */
export async function deleteExpiredDocuments(db: Db, store: FileStore, days: number): Promise<{ applications: number; documents: number; filesLeft: number }> {
  const removed = await db
    .delete(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, db.select({ id: applications.id }).from(applications).where(pastRetention(days))))
    .returning({ applicationId: applicationDocuments.applicationId, key: applicationDocuments.storageKey });
  const removals = await Promise.allSettled(removed.map((r) => store.remove(r.key)));
  return {
    applications: new Set(removed.map((r) => r.applicationId)).size,
    documents: removed.length,
    filesLeft: removals.filter((r) => r.status === 'rejected').length,
  };
}

/** The retention job's worker: logs what it did as counts, never an id or a name. */
export function retentionWorker({ db, store, days, log }: { db: Db; store: FileStore; days: number; log: FastifyBaseLogger }) {
  return async () => {
    const done = await deleteExpiredDocuments(db, store, days);
    log.info({ retentionDays: days, ...done }, 'retention: documents of never-submitted and cancelled applications deleted');
  };
}
