import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplication, getDocumentFile } from '../src/shared/api/application/contracts.js';
import { addToShortlist } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { loadConfig } from '../src/server/config.js';
import { connect, type Database } from '../src/server/db/client.js';
import { applicationDocuments, housemaids, shortlists } from '../src/server/db/schema.js';
import { createFileStore } from '../src/server/storage/create-file-store.js';
import type { FileStore } from '../src/server/storage/file-store.js';
import { missingFiles, removeOrphanFiles } from '../src/server/storage/orphans.js';
import { jpegBytes, json, TestBrowser } from '../src/server/test/application.js';
import { createTestDatabase, type TestDatabase } from '../src/server/test/helper.js';
import { httpInjector } from './support/http-injector.js';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.js';

const ADDITIONS = 200;
const UPLOADS = 20;
/**
 * Uploads held in flight by a row lock. Each holds one of the server's 10 pooled connections
 * while it waits (the held additions another): more would leave the free uploads no connection.
 */
const HELD_UPLOADS = 4;

let testDb: TestDatabase;
let dataDir: string;
let database: Database;
let store: FileStore;
let server: ServerProcess | undefined;
let baseUrl = '';
const http = httpInjector(() => baseUrl);

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = await tempDataDir();
  database = connect(testDb.url, 2);
  store = await createFileStore(loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: testDb.url }));
});
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await testDb?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function start() {
  server = await startServerProcess({ DATABASE_URL: testDb.url, DATA_DIR: dataDir });
  baseUrl = server.baseUrl;
}

describe('a server killed (SIGKILL) during 200 My List additions and 20 document uploads', () => {
  it('keeps every acknowledged row and file after the restart, and the cleanup leaves no orphan', async () => {
    await start();
    const maids = await database.db
      .select({ id: housemaids.id })
      .from(housemaids)
      .where(eq(housemaids.status, 'available'))
      .orderBy(housemaids.id)
      .limit(UPLOADS + 24);
    // Each family's application, made before the crash: the uploads go to them.
    const families = await Promise.all(
      maids.slice(0, UPLOADS).map(async (maid) => {
        const browser = new TestBrowser(http);
        const created = await browser.create(maid.id);
        expect(created.statusCode, created.body).toBe(200);
        return { browser, appId: json<{ id: string }>(created).id };
      }),
    );
    const shortlistMaids = maids.slice(UPLOADS).map((m) => m.id);
    const additions = Array.from({ length: ADDITIONS }, (_, i) => ({
      sessionId: `crash-${randomUUID()}`,
      housemaid: shortlistMaids[i % shortlistMaids.length]!,
      rank: (i % 5) + 1,
    }));
    const documents = families.map(() => Buffer.concat([jpegBytes(), randomBytes(1_000_000)]));
    const add = (a: (typeof additions)[number]) => http.inject({ method: 'GET', url: urlOf(addToShortlist, {}, a) }).catch(() => undefined);
    const upload = (f: (typeof families)[number], i: number) => f.browser.upload(f.appId, 'passport', documents[i]!).catch(() => undefined);

    // Work is held in flight by row locks, as a busy database would hold it: the second half of
    // the additions (their sessions, seen an hour ago, are rewritten) and the last HELD_UPLOADS
    // uploads (an upload locks its application's row to add the document's).
    const held = additions.slice(ADDITIONS / 2);
    await database.pool.query(`insert into sessions (id, last_seen_at) select unnest($1::text[]), now() - interval '1 hour'`, [held.map((a) => a.sessionId)]);
    const locker = await database.pool.connect();
    await locker.query('begin');
    await locker.query('select 1 from sessions where id = any($1) for update', [held.map((a) => a.sessionId)]);
    await locker.query('select 1 from applications where id = any($1) for update', [families.slice(UPLOADS - HELD_UPLOADS).map((f) => f.appId)]);

    let added: Array<Awaited<ReturnType<typeof add>>>;
    let uploaded: Array<Awaited<ReturnType<typeof upload>>>;
    try {
      const firstAdditions = await Promise.all(additions.slice(0, ADDITIONS / 2).map(add));
      const rest = Promise.all(held.map(add));
      const uploads = families.map(upload);
      // The free uploads are answered; the held ones have written their files and wait on their rows.
      await Promise.all(uploads.slice(0, UPLOADS - HELD_UPLOADS));
      await new Promise((r) => setTimeout(r, 500));
      await server!.kill();
      added = [...firstAdditions, ...(await rest)];
      uploaded = await Promise.all(uploads);
    } finally {
      await locker.query('rollback');
      locker.release();
    }

    const acknowledgedAdditions = additions.filter((_, i) => added[i]?.statusCode === 200);
    const acknowledgedUploads = families.map((f, i) => ({ ...f, bytes: documents[i]! })).filter((_, i) => uploaded[i]?.statusCode === 200);
    // The kill came while both kinds of work were in flight: the free ones answered, the held ones not.
    expect(acknowledgedUploads.length).toBe(UPLOADS - HELD_UPLOADS);
    expect(acknowledgedAdditions.length).toBe(ADDITIONS / 2);

    await start();

    // Every acknowledged addition is a row.
    const rows = await database.db
      .select({ sessionId: shortlists.sessionId, housemaidId: shortlists.housemaidId })
      .from(shortlists)
      .where(inArray(shortlists.sessionId, acknowledgedAdditions.map((a) => a.sessionId)));
    const stored = new Set(rows.map((r) => `${r.sessionId}/${r.housemaidId}`));
    expect(acknowledgedAdditions.filter((a) => !stored.has(`${a.sessionId}/${a.housemaid}`))).toEqual([]);

    // Every acknowledged upload reads back whole, through the restarted server, to its family.
    for (const family of acknowledgedUploads) {
      const state = json<{ summary: { documents: Array<{ id: string; kind: string }> } }>(await family.browser.callAbout(getApplication, family.appId));
      const doc = state.summary.documents.find((d) => d.kind === 'passport');
      expect(doc, `the passport of ${family.appId}`).toBeDefined();
      const file = await family.browser.callAbout(getDocumentFile, family.appId, { params: { docId: doc!.id } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(family.bytes)).toBe(true);
    }

    // No row names a missing file; the cleanup (as at a start past its grace period) leaves no orphan.
    expect(await missingFiles(database.db, store)).toEqual([]);
    // The held uploads had written their files when the server died: orphans, until the cleanup.
    const rowsNow = (await database.db.select({ key: applicationDocuments.storageKey }).from(applicationDocuments)).length;
    expect((await store.list('documents/')).length).toBeGreaterThan(rowsNow);
    await removeOrphanFiles(database.db, store, { graceMs: 0 });
    const named = new Set((await database.db.select({ key: applicationDocuments.storageKey }).from(applicationDocuments)).map((r) => r.key));
    const files = (await store.list('documents/')).map((f) => f.key);
    expect(files.filter((key) => !named.has(key))).toEqual([]);
    expect(files.length).toBe(named.size);
  });
});
