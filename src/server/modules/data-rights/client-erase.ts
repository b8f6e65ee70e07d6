import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { recordAudit } from '../staff/audit.js';
import { clientScopeOf } from './client-scope.js';
import { erasedAtOf, PERSONAL_DATA } from './personal-data.js';

export interface Eraser {
  staffId: string;
  ip: string;
}

export interface ErasureRequest {
  applicationId: string;
  /** Throws unless the member of staff typed the application's reference (as the erasure's transaction read it). */
  confirm: (reference: string) => void;
}

/**
 * Erases the client's personal data from every place of PERSONAL_DATA in one transaction, with its
 * audit row (who, when, which references: no personal value). The client's applications are read
 * once, locked, at its start: a write of the family's calls waits for it or went before it
 * (application/application-lock.ts). The files go only once that has committed, so a failure leaves
 * everything as it was; a file whose removal fails after the commit is nameless and the orphan
 * sweep takes it (docs/operations.md). Erasing again changes nothing. Undefined for an unknown application.
 */
export async function eraseClient(
  db: Db,
  store: FileStore,
  { applicationId, confirm }: ErasureRequest,
  by: Eraser,
  log: FastifyBaseLogger,
): Promise<{ erasedAt: string; references: string[] } | undefined> {
  const erased = await db.transaction(async (tx) => {
    const scope = await clientScopeOf(tx, applicationId, { lock: true });
    const opened = scope?.applications.find((a) => a.id === applicationId);
    if (!scope || !opened) return undefined;
    confirm(opened.reference);
    const at = new Date();
    const files: string[] = [];
    for (const place of PERSONAL_DATA) files.push(...((await place.erase(tx, scope, at)) ?? []));
    const references = scope.applications.map((a) => a.reference);
    const after = { references, documents: files.length, again: scope.applications.every((a) => erasedAtOf(a.data) !== null) };
    // One row per application, so each one's timeline on the desk says who erased it and when.
    for (const id of scope.applicationIds) {
      await recordAudit(tx, { staffId: by.staffId, ip: by.ip, action: 'application.erase', subjectType: 'application', subjectId: id, after });
    }
    return { files, erasedAt: erasedAtOf(opened.data) ?? at.toISOString(), references };
  });
  if (!erased) return undefined;
  const { files, erasedAt, references } = erased;
  const removals = await Promise.allSettled(files.map((key) => store.remove(key)));
  const failed = removals.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log.warn({ files: failed }, 'client data erased; some document files could not be removed and are left to the orphan sweep');
  return { erasedAt, references };
}
