import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Files live under one root folder, addressed by keys such as `media/videos/clip-01.mp4` or
 * `documents/<uuid>`. Keys come from the server, never from a client.
 */
export interface Storage {
  root: string;
  put(key: string, bytes: Buffer | Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): fs.ReadStream;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  pathOf(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    pathOf,
    async put(key, bytes) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary name first so a failed write never leaves half a file under the key.
      const tmp = `${target}.${randomUUID()}.tmp`;
      try {
        await fsp.writeFile(tmp, bytes, { mode: 0o600 });
        await fsp.rename(tmp, target);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    get: (key) => fsp.readFile(pathOf(key)),
    stream: (key) => fs.createReadStream(pathOf(key)),
    exists: (key) =>
      fsp.access(pathOf(key)).then(
        () => true,
        () => false,
      ),
    remove: (key) => fsp.rm(pathOf(key), { force: true }),
  };
}
