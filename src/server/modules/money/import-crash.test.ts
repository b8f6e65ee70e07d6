import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDebits, type SeededDebits } from '../../../../bench/lib/sent-debits.js';
import { httpInjector } from '../../../../e2e/support/http-injector.js';
import { importCollectionResults } from '../../../shared/api/admin-money/contracts.js';
import { SERVER_APPLICATION_NAME } from '../../db/setup.js';
import { multipartFile } from '../../test/application.js';
import { freePort } from '../../test/free-port.js';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { startSite, stopSite, type Started } from '../../test/site-process.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { connect } from '../../db/client.js';

// A results file is imported in one transaction (collections.ts): a server killed (SIGKILL) while
// it runs leaves nothing of it, and the same file imported after the restart applies in full.
// The debits are many so that the transaction stays open long enough to be seen and killed in.
// Its invoices are numbered and written at the end of the import (the window the kill aims at).
const DEBITS = 10_000;
const SECRET = 'import-crash-test-secret-0123456789abcdef';

let testDb: TestDatabase;
let dataDir: string;
let site: Started | undefined;
let watcher: pg.Client;
let debits: SeededDebits;
let financeEmail: string;

const start = async () => {
  site = await startSite({ DATABASE_URL: testDb.url, DATA_DIR: dataDir, APP_SECRET: SECRET, PORT: String(await freePort()), SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000', RATE_LIMIT_MAX: '100000' });
  const finance = new StaffBrowser(httpInjector(site.url) as unknown as FastifyInstance);
  const signedIn = await finance.signIn(financeEmail);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return finance;
};

const importFile = (finance: StaffBrowser) => {
  const { body, headers } = multipartFile(Buffer.from(debits.collectedFile()), 'results.csv', 'text/csv');
  return finance.call(importCollectionResults, { body, headers });
};

const count = async (query: string, params: unknown[] = []) => Number((await watcher.query<{ n: string }>(query, params)).rows[0]!.n);
const statusCounts = async () =>
  (
    await watcher.query<{ status: string; n: string }>(`
      select e.status, count(*) as n from statement_rows r
        join applications a on a.id = r.application_id and a.session_id like 'bench-money-%'
        join lateral (select status from statement_events where row_id = r.id order by id desc limit 1) e on true
       group by e.status order by e.status`)
  ).rows.map((r) => ({ status: r.status, n: Number(r.n) }));

/**
 * The server's backend inside the import's transaction once it is numbering the invoices, its last
 * writes: every other write of the import is made by then, and a lock taken by writing lasts until
 * the transaction ends.
 */
const openImport = async () =>
  (
    await watcher.query<{ pid: number }>(
      `select a.pid from pg_stat_activity a
         join pg_locks l on l.pid = a.pid and l.mode = 'RowExclusiveLock'
         join pg_class c on c.oid = l.relation and c.relname = 'invoice_counters'
        where a.datname = current_database() and a.application_name = $1 and a.xact_start is not null`,
      [SERVER_APPLICATION_NAME],
    )
  ).rows[0];

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-import-crash-'));
  const database = connect(testDb.url, 1);
  financeEmail = (await addStaff(database.db, 'finance')).email;
  await database.close();
  debits = await seedDebits(testDb.url, { count: DEBITS, dueOn: '2027-03-01', status: 'sent' });
  watcher = new pg.Client({ connectionString: testDb.url });
  await watcher.connect();
}, 120_000);
afterAll(async () => {
  if (site) await stopSite(site.child);
  await watcher?.end();
  await testDb?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a server killed (SIGKILL) in the middle of importing a results file', () => {
  it('applies none of it, and all of it when the same file is imported after the restart', { timeout: 120_000 }, async () => {
    const counterBefore = await count(`select coalesce(max(next), 1) as n from invoice_counters where series = 'INV'`);
    let finance = await start();
    let settled: string | undefined;
    const answer = importFile(finance).then(
      (res) => (settled = `answered ${res.statusCode}`),
      (err: Error) => (settled = `failed: ${err.message}`),
    );
    let seen: { pid: number } | undefined;
    while (!seen) {
      seen = await openImport();
      if (!seen && settled) throw new Error(`The import ended (${settled}) before its open transaction was seen: make the file bigger (DEBITS).`);
    }
    const killed = site!.child;
    site = undefined;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    process.kill(killed.pid!, 'SIGKILL');
    await Promise.all([exited, answer]);
    expect(settled).toMatch(/^failed/);
    // PostgreSQL ends the killed server's transaction when it finds the connection gone: the state after that is what counts.
    const backend = seen.pid;
    await expect.poll(() => count('select count(*) as n from pg_stat_activity where pid = $1', [backend]), { timeout: 60_000, interval: 100 }).toBe(0);

    expect(await count('select count(*) as n from collection_imports')).toBe(0);
    expect(await count(`select count(*) as n from statement_events where source = 'import'`)).toBe(0);
    expect(await count('select count(*) as n from invoices')).toBe(0);
    expect(await count(`select coalesce(max(next), 1) as n from invoice_counters where series = 'INV'`)).toBe(counterBefore);
    expect(await statusCounts()).toEqual([{ status: 'sent', n: DEBITS }]);
    expect(await count(`select count(*) as n from mandates where status = 'active' and reference like 'DD-BN%'`)).toBe(0);

    finance = await start();
    const res = await importFile(finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ alreadyImported: false, import: { lines: DEBITS, applied: DEBITS, problems: [] } });
    expect(await statusCounts()).toEqual([{ status: 'collected', n: DEBITS }]);
    const numbers = (await watcher.query<{ seq: number }>(`select seq from invoices where series = 'INV' order by seq`)).rows.map((r) => r.seq);
    expect(numbers).toEqual(Array.from({ length: DEBITS }, (_, i) => counterBefore + i));
    expect(await count(`select count(distinct row_id) as n from invoices`)).toBe(DEBITS);
    expect(await count(`select count(*) as n from mandates where status = 'active' and reference like 'DD-BN%'`)).toBe(DEBITS);
  });
});
