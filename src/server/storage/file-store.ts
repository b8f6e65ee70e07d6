import type { Readable } from 'node:stream';

/**
 * Where files live: maid videos and posters (`media/…`), resource PDFs (`resources/…`) and the
 * clients' documents (`documents/<id>`). Keys come from the server, never from a client. The
 * local folder and S3-compatible object storage are two drivers of this one interface, so every
 * server instance reads the same files whichever driver is configured.
 */
export interface FileStore {
  /** Which driver: for logs and the operator, never for branching on behaviour. */
  readonly driver: 'local' | 's3';
  /** Stores the bytes under `key` whole: a failed write leaves no part of them under the key. */
  put(key: string, bytes: Buffer | Uint8Array): Promise<void>;
  /** Stores a file of this machine (a large upload) under `key` whole, without reading it into memory. */
  putFile(key: string, filePath: string): Promise<void>;
  /** The whole file; a missing one throws FileNotFoundError. */
  get(key: string): Promise<Buffer>;
  /** A stream of the file, or of bytes `range.start`…`range.end` (inclusive); a missing file throws FileNotFoundError. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and date of a file, or null when there is none. */
  stat(key: string): Promise<FileStat | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, with its size and date, in no promised order. */
  list(prefix: string): Promise<FileEntry[]>;
}

export interface FileStat {
  size: number;
  modified: Date;
}

export interface FileEntry extends FileStat {
  key: string;
}

/** Inclusive byte positions, as HTTP's Range header counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

export class FileNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`no file under the key ${key}`);
  }
}

/** Segments of letters, digits, dot, dash and underscore, none starting with a dot: no `..`, no absolute path. */
const KEY = /^[a-z0-9_][a-z0-9._-]*(\/[a-z0-9_][a-z0-9._-]*)*$/i;
/** A prefix is a key's beginning: the same characters, and it may end in `/`. */
const PREFIX = /^([a-z0-9_][a-z0-9._-]*\/?)*$/i;

export function isFileKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  return key;
}

export function assertPrefix(prefix: string): string {
  if (prefix.length > 512 || !PREFIX.test(prefix)) throw new Error(`invalid file key prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}

export function assertRange(range: ByteRange | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new Error(`invalid byte range ${start}-${end}`);
  }
}
