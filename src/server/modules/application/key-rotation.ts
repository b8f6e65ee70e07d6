import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import { isWrappedUnder, rewrapDataKey, WrongKeyError } from '../../envelope.js';
import { wrappingKeyOf } from '../../secrets.js';
import type { FileStore } from '../../storage/file-store.js';
import { rewrapTotpSecrets } from '../staff/totp-rotation.js';
import { readData } from './application-data.js';
import { sealDocument } from './document-files.js';
import { rewrapDrafts, rewrapFields } from './sealed-values.js';

export interface RotationReport {
  /** Applications whose sealed values were re-wrapped (or sealed, when stored in clear before). */
  applications: number;
  /** Documents whose data key was re-wrapped. */
  documents: number;
  /** Documents stored in clear before sealing, now sealed under the new secret. */
  sealedDocuments: number;
  /** Staff accounts whose authenticator secret was re-wrapped. */
  staff: number;
}

const BATCH = 200;

/** A value or key that does not open stops the run with its row named; batches before it stay committed. */
function explained(what: string, err: unknown): Error {
  if (err instanceof WrongKeyError) return new Error(`${what} is sealed under neither OLD_APP_SECRET nor APP_SECRET`);
  return new Error(`${what} does not open with OLD_APP_SECRET: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
}

/**
 * Re-wraps every data key (of application values, documents and staff authenticator secrets) from `oldSecret` to `newSecret`,
 * one transaction per batch of rows. What is already under the new secret is left as it is, so a
 * rotation cut short is finished by running it again. Values and files kept in clear before
 * sealing are sealed under the new secret on the way.
 */
export async function rotateKeys(
  db: Db,
  store: FileStore,
  { oldSecret, newSecret }: { oldSecret: string; newSecret: string },
  say: (line: string) => void = () => {},
): Promise<RotationReport> {
  const from = wrappingKeyOf(oldSecret);
  const to = wrappingKeyOf(newSecret);
  const report: RotationReport = { applications: 0, documents: 0, sealedDocuments: 0, staff: 0 };

  for (let after = ''; ; ) {
    const ids = await db
      .select({ id: applications.id })
      .from(applications)
      .where(after ? gt(applications.id, after) : undefined)
      .orderBy(asc(applications.id))
      .limit(BATCH);
    if (ids.length === 0) break;
    after = ids.at(-1)!.id;
    report.applications += await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: applications.id, data: applications.data })
        .from(applications)
        .where(inArray(applications.id, ids.map((r) => r.id)))
        .for('update');
      let changed = 0;
      for (const row of rows) {
        const data = readData(row.data);
        let next;
        try {
          next = rewrapFields(data.values, row.id, from, to);
        } catch (err) {
          throw explained(`application ${row.id}`, err);
        }
        const drafts = rewrapDrafts(data.drafts, row.id, from, to);
        if (!next.changed && !drafts.changed) continue;
        await tx.update(applications).set({ data: { ...row.data, values: next.values, drafts: drafts.drafts } }).where(eq(applications.id, row.id));
        changed += 1;
      }
      return changed;
    });
  }
  say(`application values: ${report.applications} re-wrapped`);

  for (let after = ''; ; ) {
    const rows = await db
      .select({ id: applicationDocuments.id, wrappedKey: applicationDocuments.wrappedKey })
      .from(applicationDocuments)
      .where(after ? gt(applicationDocuments.id, after) : undefined)
      .orderBy(asc(applicationDocuments.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const stale = rows.filter((r) => r.wrappedKey !== null && !isWrappedUnder(to, r.wrappedKey));
    if (stale.length === 0) continue;
    report.documents += await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: applicationDocuments.id, wrappedKey: applicationDocuments.wrappedKey })
        .from(applicationDocuments)
        .where(inArray(applicationDocuments.id, stale.map((r) => r.id)))
        .for('update');
      let changed = 0;
      for (const doc of locked) {
        if (doc.wrappedKey === null || isWrappedUnder(to, doc.wrappedKey)) continue;
        let wrappedKey;
        try {
          wrappedKey = rewrapDataKey(from, to, doc.wrappedKey);
        } catch (err) {
          throw explained(`document ${doc.id}`, err);
        }
        await tx.update(applicationDocuments).set({ wrappedKey }).where(eq(applicationDocuments.id, doc.id));
        changed += 1;
      }
      return changed;
    });
  }
  say(`document keys: ${report.documents} re-wrapped`);

  report.staff = await rewrapTotpSecrets(db, from, to);
  say(`staff authenticator secrets: ${report.staff} re-wrapped`);

  report.sealedDocuments = await sealPlainDocuments(db, store, to);
  if (report.sealedDocuments > 0) say(`documents stored in clear: ${report.sealedDocuments} sealed`);
  return report;
}

/**
 * Seals documents stored in clear before sealing existed. Each goes to a new key: the sealed file
 * is written first, then the row moves to it, then the plain file goes. A crash at any point
 * leaves a row that names a readable file (and at worst an orphan for the sweep).
 */
async function sealPlainDocuments(db: Db, store: FileStore, to: Buffer): Promise<number> {
  const plain = await db
    .select({ id: applicationDocuments.id, storageKey: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .where(isNull(applicationDocuments.wrappedKey));
  let sealed = 0;
  for (const doc of plain) {
    const { sealed: bytes, wrappedKey } = sealDocument(to, doc.id, await store.get(doc.storageKey));
    const storageKey = `documents/${randomUUID()}`;
    await store.put(storageKey, bytes);
    let moved = false;
    try {
      const updated = await db
        .update(applicationDocuments)
        .set({ storageKey, wrappedKey })
        .where(and(eq(applicationDocuments.id, doc.id), eq(applicationDocuments.storageKey, doc.storageKey), isNull(applicationDocuments.wrappedKey)))
        .returning({ id: applicationDocuments.id });
      moved = updated.length === 1;
    } finally {
      // Replaced or removed meanwhile, or the update failed: the new file names nothing.
      if (!moved) await store.remove(storageKey);
    }
    if (moved) {
      await store.remove(doc.storageKey);
      sealed += 1;
    }
  }
  return sealed;
}
