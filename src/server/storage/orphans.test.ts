import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, housemaids } from '../db/schema.js';
import { json, TestBrowser } from '../test/application.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-driver.js';
import { missingFiles, ORPHAN_GRACE_MS, removeOrphanFiles } from './orphans.js';

let t: TestApp;
let appId: string;
// The sweep gets a folder of its own: the test run's shared files folder holds other tests' documents.
let root: string;
let store: FileStore;
/** Rows of the sweep's test, whose files are in its own folder and not in the shared one. */
const inOwnFolder = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-orphans-'));
  store = createLocalFileStore(root);
  const [maid] = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  appId = json<{ id: string }>(await new TestBrowser(t.app).create(maid!.id)).id;
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function documentRow(storageKey: string, kind: string) {
  await t.database.db.insert(applicationDocuments).values({ applicationId: appId, kind, storageKey, contentType: 'image/jpeg', size: 1 });
}

describe('removeOrphanFiles', () => {
  it('removes document files no row names once past the grace period, and nothing else', async () => {
    const named = `documents/${randomUUID()}`;
    const orphan = `documents/${randomUUID()}`;
    const leftover = `documents/${randomUUID()}.${randomUUID()}.tmp`;
    const media = 'media/videos/not-a-document.mp4';
    for (const key of [named, orphan, leftover, media]) await store.put(key, Buffer.from(key));
    await documentRow(named, 'passport');
    inOwnFolder.add(named);

    // Just written: an upload whose row is not committed yet looks like this.
    expect(await removeOrphanFiles(t.database.db, store)).toEqual([]);
    expect(await store.exists(orphan)).toBe(true);

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 1_000);
    expect((await removeOrphanFiles(t.database.db, store, { now: later })).sort()).toEqual([leftover, orphan].sort());
    expect(await store.exists(orphan)).toBe(false);
    expect(await store.exists(leftover)).toBe(false);
    expect(await store.exists(named)).toBe(true);
    expect(await store.exists(media)).toBe(true);
    // Nothing left to do: a second sweep removes nothing.
    expect(await removeOrphanFiles(t.database.db, store, { graceMs: 0 })).toEqual([]);
  });
});

describe('missingFiles', () => {
  it('lists the rows whose file is not in the store', async () => {
    // The test run's files folder, seeded: every maid's clip and poster and every resource PDF is there.
    const shared = t.app.storage;
    const missing = async () => (await missingFiles(t.database.db, shared)).filter((m) => !inOwnFolder.has(m.key));
    expect(await missing()).toEqual([]);

    const key = `documents/${randomUUID()}`;
    await documentRow(key, 'visa');
    const [row] = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.storageKey, key));
    expect(await missing()).toEqual([{ table: 'application_documents', id: row!.id, key }]);

    const [maid] = await t.database.db.select().from(housemaids).limit(1);
    await t.database.db.update(housemaids).set({ posterFile: 'posters/removed.jpg' }).where(eq(housemaids.id, maid!.id));
    expect(await missing()).toContainEqual({ table: 'housemaids', id: String(maid!.id), key: 'media/posters/removed.jpg' });
  });
});
