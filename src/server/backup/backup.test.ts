import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getApplication, getDocumentFile } from '../../shared/api/application/contracts.js';
import { loadConfig } from '../config.js';
import { connect, type Database } from '../db/client.js';
import { applications } from '../db/schema.js';
import { wrappingKeyOf } from '../secrets.js';
import { createFileStore } from '../storage/create-file-store.js';
import { missingFiles } from '../storage/orphans.js';
import { json, TestBrowser } from '../test/application.js';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../test/sample-journey.js';
import { createBackup } from './backup.js';
import { restoreBackup, RestoreRefused } from './restore.js';

const SECRET = 'backup-test-secret-0123456789abcdef0123456789';
const ENV = { APP_SECRET: SECRET, CAPTCHA_THRESHOLD: '1000' };

let work: string;
let source: TestApp;
let journey: SampleJourney;
let backupFile: string;

/** A DATA_DIR of its own with the demo media the template database names, and no documents. */
async function dataDirWithMedia(name: string): Promise<string> {
  const dir = path.join(work, name);
  const shared = path.join(inject('dataDir'), 'files');
  await fs.cp(shared, path.join(dir, 'files'), { recursive: true, filter: (from) => !from.startsWith(path.join(shared, 'documents')) });
  return dir;
}

/** A fresh DATA_DIR and an empty migrated database, with a pool and a store on them. */
async function freshTarget() {
  const dir = path.join(work, `target-${Math.random().toString(36).slice(2, 8)}`);
  const db = await createTestDatabase({ empty: true });
  const database = connect(db.url, 2);
  const store = await createFileStore(loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: db.url }));
  return { dir, db, database, store };
}

const restore = (target: { database: Database; store: Awaited<ReturnType<typeof createFileStore>> }, extra: { secret?: string; replace?: boolean; file?: string } = {}) =>
  restoreBackup({
    pool: target.database.pool,
    store: target.store,
    file: extra.file ?? backupFile,
    wrappingKey: wrappingKeyOf(extra.secret ?? SECRET),
    replace: extra.replace,
  });

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-backup-test-'));
  source = await createTestApp({ ...ENV, DATA_DIR: await dataDirWithMedia('source') });
  journey = await runSampleJourney(source.app, source.database.db);
  // Campaign hits on two days: their daily and hourly counts (campaign_hit_days, campaign_hit_hours) are kept by a trigger.
  await source.database.pool.query(
    `insert into campaign_hits (slug, created_at) values ('backup-link', now()), ('backup-link', now() - interval '3 days'), ('backup-link', now() - interval '3 days')`,
  );
  backupFile = path.join(work, 'backups', 'maids.tar.gz');
  await createBackup({ pool: source.database.pool, store: source.app.storage, out: backupFile });
});

afterAll(async () => {
  await source?.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('a backup', () => {
  it('is one gzipped tar with a manifest, every table and every file, written whole or not at all', async () => {
    const entries: string[] = [];
    await tar.list({ file: backupFile, onReadEntry: (e) => entries.push(e.path) });
    expect(entries).toContain('manifest.json');
    expect(entries).toContain('db/applications.bin');
    expect(entries).toContain('db/housemaids.bin');
    expect(entries.filter((e) => e.startsWith('files/documents/') && !e.endsWith('/'))).toHaveLength(3);
    expect(entries.some((e) => e.startsWith('files/media/'))).toBe(true);
    await expect(fs.access(`${backupFile}.partial`)).rejects.toThrow();
  });

  it('holds the documents sealed, as the store does, and no IBAN or Emirates ID number in clear', async () => {
    const extracted = path.join(work, 'extracted');
    await fs.mkdir(extracted);
    await tar.extract({ file: backupFile, cwd: extracted });
    const documents = await fs.readdir(path.join(extracted, 'files', 'documents'), { recursive: true, withFileTypes: true });
    for (const entry of documents.filter((e) => e.isFile())) {
      const bytes = await fs.readFile(path.join(entry.parentPath, entry.name));
      expect(bytes.includes(Buffer.from('784-1990-1234567-6'))).toBe(false);
    }
    const rows = await fs.readFile(path.join(extracted, 'db', 'applications.bin'));
    expect(rows.includes(Buffer.from('AE070331234567890123456'))).toBe(false);
    expect(rows.includes(Buffer.from('784-1990-1234567-6'))).toBe(false);
  });
});

describe('restoring a backup into a fresh DATA_DIR and an empty database', () => {
  let target: Awaited<ReturnType<typeof freshTarget>>;
  let restored: TestApp;

  beforeAll(async () => {
    target = await freshTarget();
    await restore(target);
    await target.database.close();
    restored = await createTestApp({ ...ENV, DATA_DIR: target.dir }, undefined, target.db);
  });
  afterAll(() => restored?.close());

  it('brings back the application, and its client reads it and every document as before', async () => {
    const browser = new TestBrowser(restored.app, journey.browser.sessionId);
    browser.cookies = { ...journey.browser.cookies };
    const state = json<{ status: string; summary: { documents: Array<{ id: string; kind: string }> } }>(
      await browser.callAbout(getApplication, journey.appId),
    );
    expect(state.status).toBe('submitted');
    expect(state.summary.documents.map((d) => d.kind).sort()).toEqual(Object.keys(journey.documents).sort());
    for (const doc of state.summary.documents) {
      const file = await browser.callAbout(getDocumentFile, journey.appId, { params: { docId: doc.id } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(journey.documents[doc.kind]!)).toBe(true);
    }
  });

  it('leaves no row naming a missing file, and the maids play their videos', async () => {
    expect(await missingFiles(restored.database.db, restored.app.storage)).toEqual([]);
  });

  it("keeps each link's daily hit counts equal to its hits, not counted again by the trigger as the hits load", async () => {
    const { rows } = await restored.database.pool.query<{ day: string; hits: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, hits from campaign_hit_days where slug = 'backup-link' order by day`,
    );
    expect(rows.map((r) => r.hits)).toEqual([2, 1]);
  });

  it("keeps each link's hourly hit counts equal to its hits too (the links page reads them)", async () => {
    const { rows } = await restored.database.pool.query<{ hits: number }>(`select hits from campaign_hit_hours where slug = 'backup-link' order by hour`);
    expect(rows.map((r) => r.hits)).toEqual([2, 1]);
  });

  it('lets new rows follow the restored ones (sequences reset)', async () => {
    const [before] = await restored.database.db.select({ id: applications.id }).from(applications).where(eq(applications.id, journey.appId));
    expect(before).toBeDefined();
    const browser = new TestBrowser(restored.app);
    const maid = await restored.database.pool.query<{ id: number }>(`select id from housemaids where status = 'available' order by id limit 1`);
    const created = await browser.create(maid.rows[0]!.id);
    expect(created.statusCode, created.body).toBe(200);
  });
});

describe('a restore refuses, and changes nothing,', () => {
  let target: Awaited<ReturnType<typeof freshTarget>>;
  let targetDb: TestDatabase;
  beforeAll(async () => {
    target = await freshTarget();
    targetDb = target.db;
  });
  afterAll(async () => {
    await target.database.close();
    await targetDb.drop();
  });

  const countRows = async () => Number((await target.database.pool.query<{ n: string }>('select count(*) as n from housemaids')).rows[0]!.n);

  it('under another APP_SECRET, saying which secret it needs', async () => {
    await expect(restore(target, { secret: 'another-secret-0123456789abcdef0123456789' })).rejects.toThrow(/sealed under another APP_SECRET/);
    expect(await countRows()).toBe(0);
    expect(await target.store.list('')).toEqual([]);
  });

  it('a file that is not a backup', async () => {
    const notBackup = path.join(work, 'not-a-backup.tar.gz');
    await fs.writeFile(notBackup, 'hello');
    await expect(restore(target, { file: notBackup })).rejects.toBeInstanceOf(RestoreRefused);
    expect(await countRows()).toBe(0);
  });

  it('into a database that already holds data, unless told to replace it', async () => {
    await restore(target);
    const rows = await countRows();
    expect(rows).toBeGreaterThan(0);
    await expect(restore(target)).rejects.toThrow(/already holds data/);
    await restore(target, { replace: true });
    expect(await countRows()).toBe(rows);
  });
});
