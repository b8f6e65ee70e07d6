import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { decrypt } from './secrets.js';

/**
 * Envelope encryption with AES-256-GCM: every file and every sealed value has its own random
 * data key, and only that data key is encrypted ("wrapped") with the key derived from APP_SECRET
 * (the wrapping key). Rotating APP_SECRET re-wraps the small data keys and never re-encrypts a
 * file or a value.
 *
 * Formats, base64url parts joined by dots:
 * - wrapped data key: `k1.<wrapping key id>.<iv ‖ tag ‖ encrypted data key>`
 * - sealed value:     `v2.<wrapped data key>.<iv>.<tag>.<ciphertext>`
 * - sealed file:      the bytes `ENC1` ‖ iv (12) ‖ tag (16) ‖ ciphertext; its wrapped key is kept
 *                     apart (application_documents.wrapped_key).
 * `v1.<iv>.<tag>.<ciphertext>` values (the IBAN before data keys) were encrypted with the wrapping
 * key itself; they still open, and key rotation turns them into v2.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const FILE_MAGIC = Buffer.from('ENC1', 'latin1');
const WRAP_AAD = Buffer.from('k1', 'latin1');

/** A wrapped data key belongs to another wrapping key than the one given (another APP_SECRET). */
export class WrongKeyError extends Error {
  constructor() {
    super('this data key is wrapped under another APP_SECRET');
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const bytesOf = (text: string) => Buffer.from(text, 'base64url');

/** Names a wrapping key without revealing it, so a reader knows which secret a data key needs. */
export function wrappingKeyId(wrappingKey: Buffer): string {
  return b64(createHmac('sha256', wrappingKey).update('data-key-wrapping-key-id').digest().subarray(0, 9));
}

function gcmSeal(key: Buffer, plain: Buffer, aad: Buffer): { iv: Buffer; tag: Buffer; data: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

function gcmOpen(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer, aad: Buffer): Buffer {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed sealed data');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

export function wrapDataKey(wrappingKey: Buffer, dataKey: Buffer): string {
  if (dataKey.length !== KEY_BYTES) throw new Error('a data key is 32 bytes');
  const { iv, tag, data } = gcmSeal(wrappingKey, dataKey, WRAP_AAD);
  return ['k1', wrappingKeyId(wrappingKey), b64(Buffer.concat([iv, tag, data]))].join('.');
}

function parseWrapped(wrapped: string): { id: string; blob: Buffer } {
  const [version, id, blob, extra] = wrapped.split('.');
  if (version !== 'k1' || !id || !blob || extra !== undefined) throw new Error('malformed wrapped data key');
  return { id, blob: bytesOf(blob) };
}

/** True when `wrapped` was wrapped under this wrapping key: rotation skips it. */
export function isWrappedUnder(wrappingKey: Buffer, wrapped: string): boolean {
  return parseWrapped(wrapped).id === wrappingKeyId(wrappingKey);
}

export function unwrapDataKey(wrappingKey: Buffer, wrapped: string): Buffer {
  const { id, blob } = parseWrapped(wrapped);
  if (id !== wrappingKeyId(wrappingKey)) throw new WrongKeyError();
  const iv = blob.subarray(0, IV_BYTES);
  const tag = blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  return gcmOpen(wrappingKey, iv, tag, blob.subarray(IV_BYTES + TAG_BYTES), WRAP_AAD);
}

/** The data key wrapped under `to`; one already wrapped under `to` comes back unchanged, so a rotation can run again. */
export function rewrapDataKey(from: Buffer, to: Buffer, wrapped: string): string {
  if (isWrappedUnder(to, wrapped)) return wrapped;
  return wrapDataKey(to, unwrapDataKey(from, wrapped));
}

/**
 * A value sealed under its own data key. `context` is authenticated, not stored: a value opens
 * only where it was sealed (e.g. this application's IBAN), never moved into another row or field.
 */
export function sealValue(wrappingKey: Buffer, plain: string, context: string): string {
  const dataKey = newDataKey();
  const { iv, tag, data } = gcmSeal(dataKey, Buffer.from(plain, 'utf8'), Buffer.from(context, 'utf8'));
  return ['v2', wrapDataKey(wrappingKey, dataKey), b64(iv), b64(tag), b64(data)].join('.');
}

export function isSealedValue(value: string): boolean {
  return value.startsWith('v2.') || value.startsWith('v1.');
}

function parseSealedValue(sealed: string) {
  const parts = sealed.split('.');
  if (parts.length !== 7 || parts[0] !== 'v2') throw new Error('malformed sealed value');
  const [, version, id, blob, iv, tag, data] = parts as [string, string, string, string, string, string, string];
  return { wrapped: [version, id, blob].join('.'), iv: bytesOf(iv), tag: bytesOf(tag), data: bytesOf(data) };
}

/** The value in clear: a v2 value through its data key, a v1 value directly under the wrapping key. */
export function openValue(wrappingKey: Buffer, sealed: string, context: string): string {
  if (sealed.startsWith('v1.')) return decrypt(wrappingKey, sealed);
  const { wrapped, iv, tag, data } = parseSealedValue(sealed);
  const dataKey = unwrapDataKey(wrappingKey, wrapped);
  return gcmOpen(dataKey, iv, tag, data, Buffer.from(context, 'utf8')).toString('utf8');
}

/**
 * The value readable under `to`: a v2 value keeps its ciphertext and gets its data key re-wrapped
 * (unchanged when already under `to`); a v1 value is opened with `from` and sealed anew as v2.
 */
export function rewrapValue(from: Buffer, to: Buffer, sealed: string, context: string): string {
  if (sealed.startsWith('v1.')) return sealValue(to, decrypt(from, sealed), context);
  const { wrapped } = parseSealedValue(sealed);
  const rewrapped = rewrapDataKey(from, to, wrapped);
  return rewrapped === wrapped ? sealed : `v2.${rewrapped}${sealed.slice(3 + wrapped.length)}`;
}

/** A file's bytes sealed under its data key; `context` (the document's id) binds them to their row. */
export function sealBytes(dataKey: Buffer, plain: Buffer, context: string): Buffer {
  const { iv, tag, data } = gcmSeal(dataKey, plain, Buffer.from(context, 'utf8'));
  return Buffer.concat([FILE_MAGIC, iv, tag, data]);
}

export function openBytes(dataKey: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < FILE_MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)) {
    throw new Error('not a sealed file');
  }
  const at = FILE_MAGIC.length;
  const iv = sealed.subarray(at, at + IV_BYTES);
  const tag = sealed.subarray(at + IV_BYTES, at + IV_BYTES + TAG_BYTES);
  return gcmOpen(dataKey, iv, tag, sealed.subarray(at + IV_BYTES + TAG_BYTES), Buffer.from(context, 'utf8'));
}
