import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertFileKey, assertPrefix, assertRange, FileNotFoundError, type FileEntry, type FileStore } from './file-store.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a test server); AWS's own when absent. */
  endpoint?: string;
  /** Without them the SDK's own chain applies (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one bucket of S3-compatible storage, shared by every server instance. */
export function createS3FileStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where the API requires them: S3-compatible services other than AWS
    // (and older releases of them) refuse or ignore the newer optional checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function getObject(key: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertFileKey(key), Range: range }));
    } catch (err) {
      throw notFound(err) ? new FileNotFoundError(key) : err;
    }
  }

  async function stat(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertFileKey(key) }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  return {
    driver: 's3',
    async put(key, bytes) {
      // One PutObject: S3 shows an object whole or not at all, so no temporary name is needed.
      await client.send(new PutObjectCommand({ Bucket, Key: assertFileKey(key), Body: bytes, ContentLength: bytes.byteLength }));
    },
    async putFile(key, filePath) {
      const { size } = await fsp.stat(filePath);
      await client.send(new PutObjectCommand({ Bucket, Key: assertFileKey(key), Body: fs.createReadStream(filePath), ContentLength: size }));
    },
    async get(key) {
      const object = await getObject(key);
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async stream(key, range) {
      assertRange(range);
      const object = await getObject(key, range ? `bytes=${range.start}-${range.end}` : undefined);
      return object.Body as Readable;
    },
    stat,
    exists: async (key) => (await stat(key)) !== null,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertFileKey(key) }));
    },
    async list(prefix) {
      assertPrefix(prefix);
      const found: FileEntry[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
  };
}
