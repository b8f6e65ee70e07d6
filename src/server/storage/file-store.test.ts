import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createFileStore } from './create-file-store.js';
import { FileNotFoundError, type FileStore } from './file-store.js';
import { createLocalFileStore } from './local-driver.js';
import { startTestS3Server } from './s3-test-server.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface Driver {
  store: FileStore;
  close(): Promise<void>;
}

/** Each driver as the server builds it from its configuration. */
const drivers: Array<[string, () => Promise<Driver>]> = [
  [
    'local',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-store-'));
      const store = await createFileStore(loadConfig({ DATA_DIR: dataDir }));
      return { store, close: () => fs.rm(dataDir, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startTestS3Server();
      const store = await createFileStore(loadConfig(s3.env));
      return { store, close: s3.close };
    },
  ],
];

describe.each(drivers)('the %s file store', (name, make) => {
  let driver: Driver;
  let store: FileStore;
  beforeAll(async () => {
    driver = await make();
    store = driver.store;
  });
  afterAll(() => driver.close());

  it('is the driver the configuration names', () => {
    expect(store.driver).toBe(name);
  });

  it('gives back what was put, whole, with its size and date', async () => {
    const bytes = randomBytes(5_000);
    const before = Date.now() - 2_000;
    await store.put('documents/a1', bytes);
    expect((await store.get('documents/a1')).equals(bytes)).toBe(true);
    expect((await readAll(await store.stream('documents/a1'))).equals(bytes)).toBe(true);
    const stat = await store.stat('documents/a1');
    expect(stat?.size).toBe(5_000);
    expect(stat!.modified.getTime()).toBeGreaterThanOrEqual(before);
    expect(stat!.modified.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
    expect(await store.exists('documents/a1')).toBe(true);
  });

  it('stores a file of this machine under a key, without reading it whole', async () => {
    const bytes = randomBytes(300_000);
    const source = path.join(os.tmpdir(), `maids-putfile-${process.pid}-${name}`);
    await fs.writeFile(source, bytes);
    try {
      await store.putFile('uploads/videos/v1', source);
      expect((await store.get('uploads/videos/v1')).equals(bytes)).toBe(true);
      expect((await store.stat('uploads/videos/v1'))?.size).toBe(300_000);
    } finally {
      await fs.rm(source, { force: true });
    }
  });

  it('replaces a file under the same key, and keeps an empty one', async () => {
    await store.put('documents/b1', Buffer.from('first version, longer'));
    await store.put('documents/b1', Buffer.from('second'));
    expect((await store.get('documents/b1')).toString()).toBe('second');
    await store.put('documents/empty', Buffer.alloc(0));
    expect((await store.get('documents/empty')).length).toBe(0);
    expect((await store.stat('documents/empty'))?.size).toBe(0);
  });

  it('streams any byte range of a file', async () => {
    const bytes = randomBytes(3_000);
    await store.put('media/videos/range.mp4', bytes);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2_999 }), fc.integer({ min: 0, max: 2_999 }), async (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const got = await readAll(await store.stream('media/videos/range.mp4', { start, end }));
        expect(got.equals(bytes.subarray(start, end + 1))).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('answers a missing file with null or FileNotFoundError, never with bytes', async () => {
    expect(await store.stat('documents/none')).toBeNull();
    expect(await store.exists('documents/none')).toBe(false);
    await expect(store.get('documents/none')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.stream('documents/none')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.stream('documents/none', { start: 0, end: 1 })).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await store.put('documents/c1', Buffer.from('gone soon'));
    await store.remove('documents/c1');
    expect(await store.exists('documents/c1')).toBe(false);
    await expect(store.remove('documents/c1')).resolves.toBeUndefined();
  });

  it('lists the files under a prefix, with their sizes, and nothing else', async () => {
    await store.put('list/one/x1', Buffer.alloc(1));
    await store.put('list/one/x2', Buffer.alloc(2));
    await store.put('list/one/deeper/y', Buffer.alloc(3));
    await store.put('list/two/z', Buffer.alloc(4));
    await store.put('list/onex', Buffer.alloc(5));
    const keys = async (prefix: string) => (await store.list(prefix)).map((f) => `${f.key}:${f.size}`).sort();
    expect(await keys('list/one/')).toEqual(['list/one/deeper/y:3', 'list/one/x1:1', 'list/one/x2:2']);
    expect(await keys('list/one/x')).toEqual(['list/one/x1:1', 'list/one/x2:2']);
    expect(await keys('list/one')).toEqual(['list/one/deeper/y:3', 'list/one/x1:1', 'list/one/x2:2', 'list/onex:5']);
    expect(await keys('list/three/')).toEqual([]);
    const [entry] = await store.list('list/two/');
    expect(entry!.modified).toBeInstanceOf(Date);
  });

  it('refuses keys that could leave its folder or bucket path, writing nothing', async () => {
    for (const key of ['../escape', '/absolute', 'a//b', '.hidden', 'media/../x', 'a\\b', '', 'a/', 'x'.repeat(600)]) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid file key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid file key/);
    }
    await expect(store.list('../')).rejects.toThrow(/invalid file key prefix/);
    await expect(store.stream('documents/a1', { start: 5, end: 2 })).rejects.toThrow(/invalid byte range/);
    expect((await store.list('')).map((f) => f.key).some((k) => k.includes('escape') || k.includes('absolute'))).toBe(false);
  });
});

describe('the local file store', () => {
  it('leaves no half-written file when a write fails', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-store-fail-'));
    const store = createLocalFileStore(root);
    await store.put('documents/d/inner', Buffer.from('a file inside a folder'));
    // The key names a folder: the rename onto it fails after the bytes were written.
    await expect(store.put('documents/d', randomBytes(1_000))).rejects.toThrow();
    expect((await store.list('documents/')).map((f) => f.key)).toEqual(['documents/d/inner']);
    await fs.rm(root, { recursive: true, force: true });
  });
});
