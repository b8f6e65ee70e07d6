import { downloadableResources } from '../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import type { Tx } from './catalogue.js';
import { resourceDocuments } from './pdfs/documents.js';
import { renderPdf } from './pdfs/render-pdf.js';
import { seededResourceKey as keyOf } from './resource-keys.js';

/** Writes each resource PDF into the storage when it is missing there (files are not in the database). */
export async function ensureResourceFiles(storage: FileStore, product: string, issuer: string): Promise<void> {
  await Promise.all(
    resourceDocuments(product).map(async (doc) => {
      if (await storage.exists(keyOf(doc.code))) return;
      await storage.put(keyOf(doc.code), await renderPdf(doc.content, issuer));
    }),
  );
}

export async function insertResources(tx: Tx, product: string): Promise<void> {
  await tx.insert(downloadableResources).values(
    resourceDocuments(product).map((doc) => ({
      code: doc.code,
      title: doc.title,
      fileName: doc.fileName,
      storageKey: keyOf(doc.code),
      contentType: 'application/pdf',
    })),
  );
}
