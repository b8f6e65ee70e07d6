import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import type { FileStore } from '../../storage/file-store.js';
import { recordAudit } from '../staff/audit.js';
import { erasedAtOf, PERSONAL_DATA, type ClientScope } from './personal-data.js';

export interface Eraser {
  staffId: string;
  ip: string;
}

/**
 * Erases the client's personal data from every place of PERSONAL_DATA in one transaction, with its
 * audit row (who, when, which references: no personal value). The files go only once that has
 * committed, so a failure leaves everything as it was; a file whose removal fails after the commit
 * is nameless and the orphan sweep takes it (docs/operations.md). Erasing again changes nothing.
 */
export async function eraseClient(
  db: Db,
  store: FileStore,
  { applicationId, scope }: { applicationId: string; scope: ClientScope },
  by: Eraser,
  log: FastifyBaseLogger,
): Promise<{ erasedAt: string; references: string[] }> {
  const { files, erasedAt } = await db.transaction(async (tx) => {
    const rows = await tx.select({ data: applications.data }).from(applications).where(inArray(applications.id, scope.applicationIds)).for('update');
    const before = rows.map((r) => erasedAtOf(r.data));
    const files: string[] = [];
    for (const place of PERSONAL_DATA) files.push(...((await place.erase(tx, scope)) ?? []));
    const after = { references: scope.applications.map((a) => a.reference), documents: files.length, again: before.every((at) => at !== null) };
    // One row per application, so each one's timeline on the desk says who erased it and when.
    for (const id of scope.applicationIds) {
      await recordAudit(tx, { staffId: by.staffId, ip: by.ip, action: 'application.erase', subjectType: 'application', subjectId: id, after });
    }
    const [opened] = await tx.select({ data: applications.data }).from(applications).where(eq(applications.id, applicationId));
    return { files, erasedAt: erasedAtOf(opened!.data)! };
  });
  const removals = await Promise.allSettled(files.map((key) => store.remove(key)));
  const failed = removals.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log.warn({ files: failed }, 'client data erased; some document files could not be removed and are left to the orphan sweep');
  return { erasedAt, references: scope.applications.map((a) => a.reference) };
}
