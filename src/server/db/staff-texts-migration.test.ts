import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connect, runMigrations, type Database } from './client.js';

/**
 * Migration 0020 (issue 31): the maid card phrases, the price items' labels, the quotes frozen with
 * applications and the offers kept on statement rows were English strings; each becomes `{ en }`,
 * nothing else changed. Run on a database migrated up to 0019 with rows of the old shape.
 */
const MIGRATION = '0020_staff-texts-phrases-prices';
const drizzleDir = path.resolve(import.meta.dirname, '../../../drizzle');

let name: string;
let url: string;
let db: Database;
let before: string;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The migrations folder as it was before `MIGRATION`. */
async function folderBefore(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await fs.cp(drizzleDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  name = `t_${randomBytes(6).toString('hex')}`;
  await admin(`create database "${name}"`);
  const u = new URL(inject('adminUrl'));
  u.pathname = `/${name}`;
  url = u.toString();
  db = connect(url, 1);
  before = await folderBefore();
  await migrate(db.db, { migrationsFolder: before });
  const q = (sql: string, params: unknown[] = []) => db.pool.query(sql, params);
  await q(`insert into nationality_matching_types (id, code, label) values (1, 'filipina', 'Filipina')`);
  await q(`insert into nationalities (id, code, label, matching_type_id) values (1, 'philippines', 'Filipino', 1)`);
  await q(
    `insert into housemaids (id, name, nationality_id, religion, age, video_file, poster_file, info_phrases) values
       (1, 'Ana', 1, 'CHRISTIAN', 30, 'v.mp4', 'p.jpg', '["Loves pets", "First-aid trained"]'),
       (2, 'Bea', 1, 'CHRISTIAN', 31, 'v.mp4', 'p.jpg', '[]')`,
  );
  const items = [
    { code: 'visa', label: 'Entry permit and residence visa', kind: 'once', amountFils: 0, vat: false },
    { code: 'filipina-offer', label: 'Filipina offer', kind: 'first_month', amountFils: -20000, vat: true },
  ];
  await q(`insert into price_lists (service, matching_type_id, monthly_fee_fils, items) values ('live_in', 1, 330000, $1)`, [JSON.stringify(items)]);
  const quote = {
    priceListId: 1,
    service: 'live_in',
    vatBasisPoints: 500,
    monthlyFeeFils: 330000,
    monthlyVatFils: 16500,
    monthlyTotalFils: 346500,
    firstMonthChanges: [{ code: 'filipina-offer', label: 'Filipina offer', amountFils: -20000, vatFils: -1000 }],
    firstMonthTotalFils: 325500,
    oneOffCharges: [{ code: 'medical', label: 'Medical test', amountFils: 50000, vatFils: 0 }],
    included: ['Entry permit and residence visa'],
    firstPaymentFils: 375500,
  };
  await q(`insert into applications (id, session_id, housemaid_id, data) values ('00000000-0000-4000-8000-000000000001', 's', 1, $1), ('00000000-0000-4000-8000-000000000002', 's', 2, '{"values":{}}')`, [
    JSON.stringify({ completed: ['HIRE_MAID'], values: { quote, debitStartDate: '2026-12-01' } }),
  ]);
  await q(
    `insert into statement_rows (application_id, kind, method, due_on, net_fils, vat_fils, total_fils, vat_basis_points, label) values
       ('00000000-0000-4000-8000-000000000001', 'offer', 'direct_debit', '2026-12-01', -20000, -1000, -21000, 500, 'Filipina offer'),
       ('00000000-0000-4000-8000-000000000001', 'refund', 'direct_debit', '2026-12-02', -100, 0, -100, 500, null)`,
  );
  await runMigrations(db.db);
});

afterAll(async () => {
  await db?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
  await admin(`drop database if exists "${name}" with (force)`);
});

describe('migration 0020: staff texts per language keep what was written as the English', () => {
  it("turns each maid's phrases into { en }, in order, and leaves an empty list empty", async () => {
    const { rows } = await db.pool.query(`select id, info_phrases from housemaids order by id`);
    expect(rows).toEqual([
      { id: 1, info_phrases: [{ en: 'Loves pets' }, { en: 'First-aid trained' }] },
      { id: 2, info_phrases: [] },
    ]);
  });

  it("turns each price item's label into { en }, the rest of the item unchanged", async () => {
    const { rows } = await db.pool.query(`select items from price_lists`);
    expect(rows[0].items).toEqual([
      { code: 'visa', label: { en: 'Entry permit and residence visa' }, kind: 'once', amountFils: 0, vat: false },
      { code: 'filipina-offer', label: { en: 'Filipina offer' }, kind: 'first_month', amountFils: -20000, vat: true },
    ]);
  });

  it("turns a frozen quote's offers, charges and included items into { en }, every figure and the rest of the data unchanged", async () => {
    const { rows } = await db.pool.query(`select id, data from applications order by id`);
    const data = rows[0].data;
    expect(data.completed).toEqual(['HIRE_MAID']);
    expect(data.values.debitStartDate).toBe('2026-12-01');
    expect(data.values.quote).toMatchObject({ monthlyTotalFils: 346500, firstPaymentFils: 375500, firstMonthTotalFils: 325500 });
    expect(data.values.quote.firstMonthChanges).toEqual([{ code: 'filipina-offer', label: { en: 'Filipina offer' }, amountFils: -20000, vatFils: -1000 }]);
    expect(data.values.quote.oneOffCharges).toEqual([{ code: 'medical', label: { en: 'Medical test' }, amountFils: 50000, vatFils: 0 }]);
    expect(data.values.quote.included).toEqual([{ en: 'Entry permit and residence visa' }]);
    // An application without a quote is left as it was.
    expect(rows[1].data).toEqual({ values: {} });
  });

  it("turns an offer's statement row label into { en } and leaves a row without one empty", async () => {
    const { rows } = await db.pool.query(`select kind, label from statement_rows order by due_on`);
    expect(rows).toEqual([
      { kind: 'offer', label: { en: 'Filipina offer' } },
      { kind: 'refund', label: null },
    ]);
  });
});
