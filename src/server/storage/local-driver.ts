import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, assertPrefix, assertRange, FileNotFoundError, type FileEntry, type FileStore } from './file-store.js';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder on this machine (DATA_DIR/files): the single-machine default. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, assertFileKey(key));

  /** Every file under `folder`, as keys relative to the root. */
  async function walk(folder: string): Promise<FileEntry[]> {
    let entries;
    try {
      entries = await fsp.readdir(folder, { withFileTypes: true });
    } catch (err) {
      if (missing(err)) return [];
      throw err;
    }
    const found: FileEntry[] = [];
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) found.push(...(await walk(full)));
      else if (entry.isFile()) {
        // A file removed between the listing and its stat is simply not listed.
        const stat = await fsp.stat(full).catch((err: unknown) => (missing(err) ? null : Promise.reject(err)));
        if (stat) found.push({ key: path.relative(root, full).split(path.sep).join('/'), size: stat.size, modified: stat.mtime });
      }
    }
    return found;
  }

  async function stat(key: string) {
    try {
      const found = await fsp.stat(pathOf(key));
      return found.isFile() ? { size: found.size, modified: found.mtime } : null;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /**
   * Written under a temporary name and renamed: a crash mid-write never leaves half a file under
   * the key (the orphan sweep removes the temporary one).
   */
  async function writeWhole(key: string, write: (tmp: string) => Promise<void>) {
    const target = pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await write(tmp);
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    driver: 'local',
    put: (key, bytes) => writeWhole(key, (tmp) => fsp.writeFile(tmp, bytes, { mode: 0o600 })),
    putFile: (key, filePath) =>
      writeWhole(key, async (tmp) => {
        await fsp.copyFile(filePath, tmp);
        await fsp.chmod(tmp, 0o600);
      }),
    async get(key) {
      try {
        return await fsp.readFile(pathOf(key));
      } catch (err) {
        throw missing(err) ? new FileNotFoundError(key) : err;
      }
    },
    async stream(key, range) {
      assertRange(range);
      // Opened before the stream is made, so a missing file is an error here and not on the stream.
      const handle = await fsp.open(pathOf(key), 'r').catch((err: unknown) => Promise.reject(missing(err) ? new FileNotFoundError(key) : err));
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    stat,
    exists: async (key) => (await stat(key)) !== null,
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      assertPrefix(prefix);
      // Walk only the deepest folder the prefix names in full.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const files = await walk(path.join(root, folder));
      return files.filter((f) => f.key.startsWith(prefix));
    },
  };
}
