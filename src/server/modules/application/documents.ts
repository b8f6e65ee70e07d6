import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES, type DocumentKind } from '../../../shared/api/application-fields.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import { requireAccess } from './access.js';
import { loadState, type ServiceDeps } from './application-service.js';

/** The real type of a file from its first bytes; the client's name and Content-Type are not believed. */
export function sniffDocumentType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const TOO_LARGE = `This file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB. Please choose a smaller file or take a new photo.`;
const WRONG_TYPE = 'Only photos (JPEG or PNG) or PDF files can be uploaded.';

export function isDocumentKind(kind: string): kind is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(kind);
}

export function createDocumentService({ db, keys }: ServiceDeps, storage: Storage) {
  async function ownerRole(request: FastifyRequest, id: string, sessionId: string) {
    const role = await requireAccess(db, keys, request, id, sessionId);
    // The spouse signs; the client's documents are not theirs to see.
    if (role === 'spouse') throw notFound('No such document.');
    return role;
  }

  return {
    async upload(request: FastifyRequest, id: string, sessionId: string, kind: DocumentKind) {
      const role = await ownerRole(request, id, sessionId);
      if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file".');
      const file = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4 } });
      if (!file) throw badRequest('Choose a file to upload.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
        throw err;
      }
      if (file.file.truncated) throw new HttpError(413, TOO_LARGE);
      if (bytes.length === 0) throw badRequest('This file is empty.');
      const contentType = sniffDocumentType(bytes);
      if (!contentType) throw new HttpError(415, WRONG_TYPE);

      const docId = randomUUID();
      const key = `documents/${docId}`;
      await storage.put(key, bytes);
      let replacedKey: string | undefined;
      try {
        await db.transaction(async (tx) => {
          const [app] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).for('update');
          if (!app) throw notFound('No such application.');
          if (app.status !== 'pending') throw badRequest('This application has already been submitted.');
          const [old] = await tx
            .delete(applicationDocuments)
            .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.kind, kind)))
            .returning({ storageKey: applicationDocuments.storageKey });
          replacedKey = old?.storageKey;
          await tx.insert(applicationDocuments).values({ id: docId, applicationId: id, kind, storageKey: key, contentType, size: bytes.length });
        });
      } catch (err) {
        // Nothing half-written: the row was rolled back, so the file goes too.
        await storage.remove(key);
        throw err;
      }
      if (replacedKey) await storage.remove(replacedKey);
      return loadState(db, id, role);
    },

    async open(request: FastifyRequest, id: string, sessionId: string, docId: string) {
      await ownerRole(request, id, sessionId);
      const [doc] = await db
        .select()
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.id, docId), eq(applicationDocuments.applicationId, id)));
      if (!doc) throw notFound('No such document.');
      return { doc, bytes: await storage.get(doc.storageKey) };
    },
  };
}
