import { newDataKey, openBytes, sealBytes, unwrapDataKey, wrapDataKey } from '../../envelope.js';

/** A document's file as stored: its bytes sealed under a data key of its own, bound to the document's id. */
export function sealDocument(wrappingKey: Buffer, documentId: string, bytes: Buffer): { sealed: Buffer; wrappedKey: string } {
  const dataKey = newDataKey();
  return { sealed: sealBytes(dataKey, bytes, `document:${documentId}`), wrappedKey: wrapDataKey(wrappingKey, dataKey) };
}

/** The document's bytes in clear; a row without a wrapped key names a file stored in clear before sealing. */
export function openDocument(wrappingKey: Buffer, doc: { id: string; wrappedKey: string | null }, stored: Buffer): Buffer {
  if (doc.wrappedKey === null) return stored;
  return openBytes(unwrapDataKey(wrappingKey, doc.wrappedKey), stored, `document:${doc.id}`);
}
