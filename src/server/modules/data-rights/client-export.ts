import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { applicationDocuments } from '../../db/schema.js';
import type { FileStore } from '../../storage/file-store.js';
import { readData } from '../application/application-data.js';
import { openDocument } from '../application/document-files.js';
import type { DocumentService } from '../application/documents.js';
import { openField } from '../application/sealed-values.js';
import { exportFileNames, signaturePng } from './export-files.js';
import { PERSONAL_DATA, type ClientScope } from './personal-data.js';

/** A file of the ZIP, read only when its turn comes: one document in memory at a time. */
interface ExportFile {
  name: string;
  bytes: () => Promise<Buffer | Uint8Array>;
}

export interface ExportDeps {
  db: Db;
  store: FileStore;
  bankKey: Buffer;
  documents: DocumentService;
}

type DocumentRow = typeof applicationDocuments.$inferSelect;

/**
 * client.json and the files of the ZIP. The applications come with the scope and the documents are
 * read here, each once, for both.
 */
export async function clientExport(deps: ExportDeps, scope: ClientScope): Promise<{ json: Record<string, unknown>; files: ExportFile[] }> {
  const documents = await deps.db
    .select()
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, scope.applicationIds))
    .orderBy(asc(applicationDocuments.createdAt));
  const json = await clientJson(deps, scope, documents);
  return { json, files: clientFiles(deps, scope, documents) };
}

/** client.json: every place of PERSONAL_DATA, each a section. */
async function clientJson({ db, bankKey }: ExportDeps, scope: ClientScope, documents: DocumentRow[]): Promise<Record<string, unknown>> {
  const sections = await Promise.all(PERSONAL_DATA.map(async (place) => [place.name, await place.read({ db, bankKey, documents }, scope)] as const));
  return { exportedAt: new Date().toISOString(), about: 'Everything stored about this client: one folder per application for the files.', ...Object.fromEntries(sections) };
}

/** The files of the client's applications: the documents, each signature as a PNG, the signed forms as the client downloads them. */
function clientFiles({ store, bankKey, documents }: ExportDeps, scope: ClientScope, docs: DocumentRow[]): ExportFile[] {
  const referenceOf = new Map(scope.applications.map((a) => [a.id, a.reference]));
  const files: ExportFile[] = docs.map((doc) => ({
    name: exportFileNames(referenceOf.get(doc.applicationId)!).document(doc.kind, doc.contentType),
    bytes: async () => openDocument(bankKey, doc, await store.get(doc.storageKey)),
  }));
  for (const { id, data } of scope.applications) {
    const v = readData(data).values;
    const names = exportFileNames(referenceOf.get(id)!);
    if (v.directDebitSignature) {
      const sealed = v.directDebitSignature;
      files.push({ name: names.signature('direct-debit'), bytes: async () => signaturePng(openField(bankKey, id, 'directDebitSignature', sealed)) });
      files.push({ name: names.signedForms, bytes: () => documents.mandate({ applicationId: id, sessionId: '', role: 'owner' }) });
    }
    for (const [n, sealed] of Object.entries(v.monthlySignatures ?? {})) {
      files.push({ name: names.signature(`monthly-payment-${n}`), bytes: async () => signaturePng(openField(bankKey, id, 'monthlySignature', sealed)) });
    }
  }
  return files;
}

/**
 * The ZIP as a stream: client.json first, then each file as it is read. A file that cannot be read
 * ends the stream with an error, so the download fails rather than looking whole. The log names
 * the failure, never a file's name or contents.
 */
export function clientZip(json: Record<string, unknown>, files: ExportFile[], log: FastifyBaseLogger): Readable {
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.append(JSON.stringify(json, null, 2), { name: 'client.json' });
  void (async () => {
    for (const file of files) {
      zip.append(Buffer.from(await file.bytes()), { name: file.name });
      await once(zip, 'entry');
    }
    await zip.finalize();
  })().catch((err: unknown) => {
    log.error({ err: err instanceof Error ? err.message : 'unknown' }, 'client data export: a file could not be added; the download was cut short');
    zip.destroy(err instanceof Error ? err : new Error('client data export failed'));
  });
  return zip;
}
