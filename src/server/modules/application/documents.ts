import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { REQUIRED_DOCUMENT_KINDS, type DocumentKind } from '../../../shared/application/constants.js';
import { formatDay, type SignedForm } from '../../../shared/application/signed-forms.js';
import { applicationDocuments } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Caller } from './access.js';
import { lockApplication } from './application-lock.js';
import { loadState } from './application-state.js';
import { openDocument, sealDocument } from './document-files.js';
import { signedFormsPdf, type SignedPage } from './mandate-pdf.js';
import { loadSignedForms } from './signed-form-facts.js';
import { dayIn, formTranslations, signatureTexts, type FormTranslation } from './signed-form-translation.js';
import { openField } from './sealed-values.js';
import type { SignedFormText } from './signed-forms-shown.js';
import type { ServiceDeps } from './service-deps.js';
import { msg } from '../../i18n/t.js';

/** The real type of a file from its first bytes; the client's name and Content-Type are not believed. */
export function sniffDocumentType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const WRONG_TYPE = msg('Only photos (JPEG or PNG) or PDF files can be uploaded.');

/** The client's documents and the mandate made from their signature. The spouse's link never reaches them (routes.ts). */
export function createDocumentService({ db, config, keys }: ServiceDeps, storage: FileStore) {
  return {
    /** Keeps an uploaded file as the application's document of its kind, replacing any earlier one. */
    async upload({ applicationId: id, role }: Caller, kind: DocumentKind, bytes: Buffer) {
      if (bytes.length === 0) throw badRequest(msg('This file is empty.'));
      const contentType = sniffDocumentType(bytes);
      if (!contentType) throw new HttpError(415, WRONG_TYPE);

      const docId = randomUUID();
      const key = `documents/${docId}`;
      const { sealed, wrappedKey } = sealDocument(keys.bankKey, docId, bytes);
      await storage.put(key, sealed);
      let replacedKey: string | undefined;
      try {
        await db.transaction(async (tx) => {
          const app = await lockApplication(tx, id);
          if (app.status !== 'pending') throw badRequest(msg('This application has already been submitted.'));
          const [old] = await tx
            .delete(applicationDocuments)
            .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.kind, kind)))
            .returning({ storageKey: applicationDocuments.storageKey });
          replacedKey = old?.storageKey;
          await tx
            .insert(applicationDocuments)
            .values({ id: docId, applicationId: id, kind, storageKey: key, contentType, size: bytes.length, wrappedKey });
        });
      } catch (err) {
        // Nothing half-written: the row was rolled back, so the file goes too.
        await storage.remove(key);
        throw err;
      }
      if (replacedKey) await storage.remove(replacedKey);
      return loadState(db, id, role, keys.bankKey);
    },

    /**
     * Removes the document of a kind: the row in a committed transaction, then its file, so a
     * failure never leaves a row without its file. Once the documents step is done, a document it
     * needs can only be replaced, or the finished step would stand on a missing document.
     */
    async remove({ applicationId: id, role }: Caller, kind: DocumentKind) {
      const removed = await db.transaction(async (tx) => {
        const app = await lockApplication(tx, id);
        if (app.status !== 'pending') throw badRequest(msg('This application has already been submitted.'));
        const needed = REQUIRED_DOCUMENT_KINDS.includes(kind) || (kind === 'visa' && app.data.values?.needsVisa === true);
        if (needed && app.data.completed?.includes('REQUIRED_DOCUMENTS')) {
          throw badRequest(msg('This document is needed for your application. Choose another file to replace it.'));
        }
        const [doc] = await tx
          .delete(applicationDocuments)
          .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.kind, kind)))
          .returning({ storageKey: applicationDocuments.storageKey });
        if (!doc) throw notFound(msg('No such document.'));
        return doc.storageKey;
      });
      await storage.remove(removed);
      return loadState(db, id, role, keys.bankKey);
    },

    async open({ applicationId: id }: Caller, docId: string) {
      const [doc] = await db
        .select()
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.id, docId), eq(applicationDocuments.applicationId, id)));
      if (!doc) throw notFound(msg('No such document.'));
      return { doc, bytes: openDocument(keys.bankKey, doc, await storage.get(doc.storageKey)) };
    },

    /**
     * The signed forms as one PDF: the direct-debit mandate and each monthly payment form signed
     * so far, each with the text its signer read above the signature pad (kept with the
     * signature, signed-forms-shown.ts); forms signed before that was kept print as they read now.
     */
    async mandate({ applicationId: id, role }: Caller): Promise<Uint8Array> {
      if (role === 'spouse') throw badRequest(msg('The mandate is available to the client only.'));
      const { forms, facts, values, language } = await loadSignedForms(db, id, config.SITE_NAME);
      if (!values.directDebitSignature) throw badRequest(msg('Sign the direct debit first; the mandate is made from your signature.'));
      const signedDay = values.directDebitSignedAt?.slice(0, 10);
      const kept = values.signedForms;
      // In the language the mandate was signed in, beside the English (a staff download too): the
      // PDF's fonts and direction are that language's. A form read in another (a spouse's) prints its English alone.
      const lang = kept?.mandate?.lang ?? language;
      const now = formTranslations(lang, facts);
      const asSigned = (text: SignedFormText | undefined, form: SignedForm, translation: FormTranslation | undefined) => {
        if (!text) return { form, translation };
        const { translation: read, ...english } = text.form;
        return { form: english, translation: text.lang === lang ? read : undefined };
      };
      const translated = (translation: FormTranslation | undefined, day?: string) =>
        translation ? { translation: { ...translation, ...signatureTexts(lang, day && dayIn(lang, day)) } } : {};
      const monthly: SignedPage[] = forms.monthly.flatMap((form, i) => {
        const sealed = values.monthlySignatures?.[String(i + 1)];
        if (!sealed) return [];
        const page = asSigned(kept?.monthly?.[String(i + 1)], form, now?.monthly[i]);
        return [{ form: page.form, signature: openField(keys.bankKey, id, 'monthlySignature', sealed), ...translated(page.translation) }];
      });
      const signed = asSigned(kept?.mandate, forms.mandate, now?.mandate);
      const mandate: SignedPage = {
        form: signed.form,
        signature: openField(keys.bankKey, id, 'directDebitSignature', values.directDebitSignature),
        ...(signedDay ? { signedAt: formatDay(signedDay) } : {}),
        ...translated(signed.translation, signedDay),
      };
      return signedFormsPdf([mandate, ...monthly], config.SITE_NAME, lang);
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
