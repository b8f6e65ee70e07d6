import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housemaids, nationalityMatchingTypes, redirectLinks, siteParameters } from '../db/schema.js';
import { createLocalFileStore } from '../storage/local-driver.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { seedIfEmpty } from './index.js';

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-tx-'));
  // This test's own database starts from the seeded template: empty it to seed it again.
  await t.database.db.execute(sql`truncate housemaids, nationalities, nationality_matching_types, site_parameters,
    main_site_config, whatsapp_configs, contact_numbers, redirect_links, downloadable_resources cascade`);
});
afterAll(async () => {
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

const count = async (table: typeof housemaids | typeof nationalityMatchingTypes | typeof siteParameters | typeof redirectLinks) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('seedIfEmpty', () => {
  it('leaves nothing behind when a maid cannot be inserted', async () => {
    // A project root whose maids.json names a nationality that does not exist: the insert of the
    // maids fails after the matching types and nationalities went in.
    const root = path.join(scratch, 'broken');
    await fs.mkdir(path.join(root, 'seed'), { recursive: true });
    await fs.symlink(path.join(t.config.projectRoot, 'seed', 'media'), path.join(root, 'seed', 'media'));
    const maids = JSON.parse(await fs.readFile(path.join(t.config.projectRoot, 'seed', 'maids.json'), 'utf8'));
    maids[maids.length - 1].nationality = 'atlantis';
    await fs.writeFile(path.join(root, 'seed', 'maids.json'), JSON.stringify(maids));
    const storage = createLocalFileStore(path.join(scratch, 'files-broken'));

    await expect(seedIfEmpty({ db: t.database.db, storage, config: { ...t.config, projectRoot: root } })).rejects.toThrow(/atlantis/);
    expect(await count(nationalityMatchingTypes)).toBe(0);
    expect(await count(housemaids)).toBe(0);
    expect(await count(siteParameters)).toBe(0);
  });

  it('seeds an empty database with its files, then changes nothing on a second call', async () => {
    const storage = createLocalFileStore(path.join(scratch, 'files'));
    expect(await seedIfEmpty({ db: t.database.db, storage, config: t.config })).toBe(true);
    const maids = await count(housemaids);
    const links = await count(redirectLinks);
    expect(maids).toBeGreaterThanOrEqual(80);
    // Every seeded maid's clip, captions and poster are in the files folder.
    const media = await t.database.db.select({ video: housemaids.videoFile, poster: housemaids.posterFile }).from(housemaids);
    for (const { video, poster } of media) {
      for (const file of [video, video.replace(/\.mp4$/, '.vtt'), poster]) expect(await storage.exists(`media/${file}`), file).toBe(true);
    }
    expect(await storage.exists('resources/mvp_guide.pdf')).toBe(true);

    expect(await seedIfEmpty({ db: t.database.db, storage, config: t.config })).toBe(false);
    expect(await count(housemaids)).toBe(maids);
    expect(await count(redirectLinks)).toBe(links);
  });

  it('seeds once when two servers start at the same moment', async () => {
    await t.database.db.execute(sql`truncate housemaids, nationalities, nationality_matching_types, site_parameters,
      main_site_config, whatsapp_configs, contact_numbers, redirect_links, downloadable_resources cascade`);
    const storage = createLocalFileStore(path.join(scratch, 'files'));
    const deps = { db: t.database.db, storage, config: t.config };
    const results = await Promise.all([seedIfEmpty(deps), seedIfEmpty(deps)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await count(nationalityMatchingTypes)).toBe(5);
  });
});
