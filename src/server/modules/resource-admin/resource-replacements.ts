import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_RESOURCE_BYTES, type AdminResource } from '../../../shared/api/admin-resources/schemas.js';
import type { Db } from '../../db/client.js';
import { downloadableResources } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { firstBytes, receiveFile } from '../../http/multipart-file.js';
import type { FileStore } from '../../storage/file-store.js';
import { recordAudit } from '../staff/audit.js';

const TOO_LARGE = `This PDF is larger than ${MAX_RESOURCE_BYTES / 1024 / 1024} MB. Save it smaller (e.g. "Reduce file size" when exporting) and upload it again.`;
const NOT_WHOLE = 'The PDF did not arrive whole. Please choose it and send it again.';

type ResourceRow = typeof downloadableResources.$inferSelect;
type Actor = { staffId: string; ip: string };

const UPLOAD_TEXTS = {
  notMultipart: 'Send the PDF as multipart/form-data in the field "file".',
  missing: 'Choose a PDF to upload.',
  tooLarge: TOO_LARGE,
  notWhole: NOT_WHOLE,
};

/** A key of its own for each version, so the old file serves until the row switches. */
const newKeyOf = (code: string) => `resources/${code.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-${randomUUID()}.pdf`;

/** The downloadable PDFs for staff: listed with their files' size and date, and replaced. */
export function createResourceReplacements({ db, store, log }: { db: Db; store: FileStore; log: FastifyBaseLogger }) {
  async function describe(row: ResourceRow): Promise<AdminResource> {
    const stat = await store.stat(row.storageKey);
    return { code: row.code, title: row.title, fileName: row.fileName, size: stat?.size ?? null, updatedAt: stat?.modified.toISOString() ?? null };
  }

  return {
    async list(): Promise<AdminResource[]> {
      const rows = await db.select().from(downloadableResources).orderBy(downloadableResources.title, downloadableResources.code);
      return Promise.all(rows.map(describe));
    },

    /**
     * Takes a new PDF for a resource: checked by its content, stored under a new key, and the
     * row switched to it in the audit's transaction. The old file goes only after the commit;
     * a failure removes the new one, so nothing is left behind and the old PDF still serves.
     */
    async replace(request: FastifyRequest, code: string, actor: Actor): Promise<AdminResource> {
      const [known] = await db.select({ code: downloadableResources.code }).from(downloadableResources).where(eq(downloadableResources.code, code));
      if (!known) throw notFound(`There is no downloadable resource '${code}'.`);
      const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'resource-upload-'));
      try {
        const received = path.join(work, 'file.pdf');
        const uploadedName = await receiveFile(request, received, MAX_RESOURCE_BYTES, UPLOAD_TEXTS);
        const { size } = await fsp.stat(received);
        if (size === 0) throw badRequest('This file is empty: choose the PDF again.');
        const type = await fileTypeFromBuffer(await firstBytes(received));
        if (type?.mime !== 'application/pdf') {
          throw badRequest(`This file is not a PDF${type ? ` (it is ${type.mime})` : ''}: upload the document saved as PDF.`);
        }
        const key = newKeyOf(code);
        await store.putFile(key, received);
        let before: ResourceRow;
        try {
          before = await db.transaction(async (tx) => {
            const [row] = await tx.select().from(downloadableResources).where(eq(downloadableResources.code, code)).for('update');
            if (!row) throw notFound(`There is no downloadable resource '${code}'.`);
            await tx.update(downloadableResources).set({ storageKey: key, contentType: 'application/pdf' }).where(eq(downloadableResources.code, code));
            await recordAudit(tx, {
              ...actor,
              action: 'content.resource-file',
              subjectType: 'resource',
              subjectId: code,
              before: { storageKey: row.storageKey, size: (await store.stat(row.storageKey))?.size ?? null },
              after: { storageKey: key, size, uploadedName },
            });
            return row;
          });
        } catch (err) {
          await store.remove(key).catch((removeErr: unknown) => log.warn({ err: removeErr, key }, 'could not remove the upload of a failed resource replacement'));
          throw err;
        }
        await removeUnlessNamed(before.storageKey);
        const [row] = await db.select().from(downloadableResources).where(eq(downloadableResources.code, code));
        return describe(row!);
      } finally {
        await fsp.rm(work, { recursive: true, force: true });
      }
    },
  };

  /** The replaced file, unless another resource still names it (a shared sample, say). */
  async function removeUnlessNamed(key: string): Promise<void> {
    const [named] = await db.select({ code: downloadableResources.code }).from(downloadableResources).where(eq(downloadableResources.storageKey, key)).limit(1);
    if (named) return;
    // The switch is committed: a file that stays behind is only an orphan, not worth failing the answer for.
    await store.remove(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove a replaced resource file'));
  }
}

