import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import { applicationDocuments, applications, housemaids } from '../../db/schema.js';
import { GOOD_IBAN, jpegBytes, json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { columnsHolding } from '../../test/personal-values.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { readData } from '../application/application-data.js';
import { NO_APPLICATION } from '../application/access.js';

/**
 * A family's step write and the erasure of the same application, each held at a point of its
 * transaction by a lock this test takes on its own connection, so that both orders happen for
 * certain: the write's access is checked before the erasure has committed, and its transaction
 * meets the erasure's.
 */

let t: TestApp;
let agent: StaffBrowser;
/** The test's own connection, outside the app's pool: it holds the locks that pause the two requests. */
let holder: pg.Client;
/** Another, to watch the requests wait. */
let watcher: pg.Client;

const HOLDER = 'Layla Mansour';
const DIGITS_OF_IBAN = GOOD_IBAN.replace(/\s/g, '').slice(4);

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
  holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
  watcher = new pg.Client({ connectionString: t.config.DATABASE_URL });
  await Promise.all([holder.connect(), watcher.connect()]);
}, 60_000);
afterAll(async () => {
  await holder?.end();
  await watcher?.end();
  await t?.close();
});

/**
 * An application with its documents step done, whose next step is BANK_INFO: the account holder's
 * name and the IBAN. Its maid, the first available, is reserved by it from then on.
 */
async function applicationBeforeBankInfo() {
  const [maid] = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).orderBy(housemaids.id).limit(1);
  const browser = new TestBrowser(t.app);
  const created = await browser.create(maid!.id);
  expect(created.statusCode, created.body).toBe(200);
  const { id, reference } = json<{ id: string; reference: string }>(created);
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) {
    expect((await browser.upload(id, kind, jpegBytes())).statusCode).toBe(200);
  }
  const documents = await browser.submit(id, 'REQUIRED_DOCUMENTS', { clientName: 'Nour Saleh', emiratesIdNumber: '784-1985-7654321-3', needsVisa: false });
  expect(documents.statusCode, documents.body).toBe(200);
  return { id, reference, browser, housemaidId: maid!.id };
}

const bankInfo = (browser: TestBrowser, id: string) => browser.submit(id, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: HOLDER });
const erase = (id: string, reference: string) => agent.call(desk.eraseClientData, { params: { id }, body: { reference } });

/** Until a query of this database's like `query` (SQL `like`) waits for a lock: a request held where the test meant. */
async function untilWaiting(query: string): Promise<void> {
  for (let look = 0; look < 1_000; look++) {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
      [query],
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no query like ${query} ever waited for a lock`);
}

/** Runs `during` while the holder's transaction holds what `lock` takes; the transaction ends after. */
async function holding<T>(lock: string, during: () => Promise<T>): Promise<T> {
  await holder.query('begin');
  try {
    await holder.query(lock);
    return await during();
  } finally {
    await holder.query('rollback');
  }
}

/** What must be gone once the application is erased, whichever order the two took. */
async function expectNothingPersonalLeft(id: string) {
  expect(await columnsHolding(t.database.db, [HOLDER, DIGITS_OF_IBAN, 'Nour Saleh'])).toEqual([]);
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  expect(row!.data.erasedAt).toBeTruthy();
  const values = readData(row!.data).values;
  expect(values).not.toHaveProperty('ibanSealed');
  expect(values).not.toHaveProperty('accountHolderName');
  expect(await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id))).toEqual([]);
}

describe('a step written while the application is erased', () => {
  it('commits first and is then erased with the rest, when its transaction took the application first', async () => {
    const { id, reference, browser, housemaidId } = await applicationBeforeBankInfo();
    // The write stops at the maid's row (keepMaidReserved), after it has taken the application's.
    const [write, erased] = await holding(`select 1 from housemaids where id = ${housemaidId} for update`, async () => {
      const write = bankInfo(browser, id);
      await untilWaiting('select % from "housemaids" % for update');
      const erased = erase(id, reference);
      await untilWaiting('select % from "applications" % for update of "applications"');
      return [write, erased] as const;
    });
    const written = await write;
    expect(written.statusCode, written.body).toBe(200);
    expect((await erased).statusCode, (await erased).body).toBe(200);
    await expectNothingPersonalLeft(id);
  });

  it('is refused as an erased application is, when the erasure took the application first', async () => {
    const { id, reference, browser } = await applicationBeforeBankInfo();
    // The erasure stops at its audit row, after it has taken the application's and emptied it.
    const [write, erased] = await holding('lock table audit_log in exclusive mode', async () => {
      const erased = erase(id, reference);
      await untilWaiting('insert into "audit_log"%');
      // The family's access is still there for anyone outside the erasure's transaction.
      const write = bankInfo(browser, id);
      await untilWaiting('select % from "applications" where % for update');
      return [write, erased] as const;
    });
    expect((await erased).statusCode, (await erased).body).toBe(200);
    const refused = await write;
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().error).toBe(NO_APPLICATION);
    // What an erased application answers anyway, once its access grants are gone.
    const after = await bankInfo(browser, id);
    expect(after.statusCode).toBe(404);
    expect(after.json().error).toBe(NO_APPLICATION);
    await expectNothingPersonalLeft(id);
  });
});
