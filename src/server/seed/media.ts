import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../storage/file-store.js';

/** Copies the committed sample clips and posters into the storage's media/ folder when missing. */
export async function ensureMediaFiles(storage: FileStore, projectRoot: string): Promise<void> {
  const source = path.join(projectRoot, 'seed', 'media');
  for (const folder of ['videos', 'posters']) {
    const names = await fs.readdir(path.join(source, folder));
    await Promise.all(
      names.map(async (name) => {
        const key = `media/${folder}/${name}`;
        if (await storage.exists(key)) return;
        await storage.put(key, await fs.readFile(path.join(source, folder, name)));
      }),
    );
  }
}
