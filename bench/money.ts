/**
 * Money at scale (issue 30): a month of 10,000 direct debits in a database of its own, cloned from
 * the demo one. Measures, over HTTP as finance does it on the Finance page, the month's collection
 * file (export) and the bank's results file collecting all of them (import, one transaction).
 */
import pg from 'pg';
import { signIn } from '../src/shared/api/admin/contracts.js';
import { exportCollections, importCollectionResults } from '../src/shared/api/admin-money/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { connect } from '../src/server/db/client.js';
import { RESULT_COLUMNS } from '../src/server/modules/money/collection-files.js';
import { createStaffAccounts } from '../src/server/modules/staff/staff-accounts.js';
import { wrappingKeyOf } from '../src/server/secrets.js';
import { startSite } from './lib/processes.js';
import { type Row } from './lib/report.js';
import { seedDebits } from './lib/sent-debits.js';

export const DEBITS = 10_000;
const IMPORT_BUDGET_S = 10;
const PASSWORD = 'bench money password';
// The server seals and opens the IBANs with a key from this secret; the seed seals them with it too.
const SECRET = 'bench-money-secret-0123456789abcdef-0123';

/** The money database, cloned from the demo one before any server holds it (a template must be idle). */
export async function cloneMoneyDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database bench_money template bench_demo').finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = '/bench_money';
  return url.toString();
}

/** The first day of next month (UTC): the debits' day, and its month the one exported. */
function nextMonthFirst(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The server's last logged warning or error, for a note: a failed import answers 503 without its cause. */
async function lastError(output: () => string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300)); // the log file is read back every 100 ms
  return output().split('\n').filter((l) => /"level":(50|40)/.test(l)).at(-1)?.slice(0, 300) ?? '';
}

export async function measureMoney(databaseUrl: string, site: { DATA_DIR: string; WEB_DIST_DIR: string }, log: (m: string) => void): Promise<{ rows: Row[]; figures: Record<string, unknown> }> {
  const dueOn = nextMonthFirst();
  const month = dueOn.slice(0, 7);
  log(`money: seeding ${DEBITS.toLocaleString('en')} direct debits due on ${dueOn}`);
  await seedDebits(databaseUrl, { count: DEBITS, dueOn, status: 'scheduled', bankKey: wrappingKeyOf(SECRET) });
  const database = connect(databaseUrl, 1);
  const email = 'bench-finance@agency.example';
  await createStaffAccounts(database.db).create({ email, role: 'finance', password: PASSWORD }, { staffId: null });
  await database.close();

  const server = await startSite({ ...site, DATABASE_URL: databaseUrl, APP_SECRET: SECRET });
  const rows: Row[] = [];
  const figures: Record<string, unknown> = { debits: DEBITS };
  try {
    const signedIn = await fetch(server.baseUrl + urlOf(signIn), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const headers = { cookie: signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), 'x-csrf-token': csrfToken };

    log(`money: exporting ${month}'s collection file`);
    let started = performance.now();
    const exported = await fetch(server.baseUrl + urlOf(exportCollections), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ month }) });
    const csv = await exported.text();
    const exportS = (performance.now() - started) / 1000;
    const lines = csv.trim().split('\n').slice(1);
    if (!exported.ok || lines.length !== DEBITS) throw new Error(`the export gave ${exported.status} with ${lines.length} lines, not ${DEBITS}: ${csv.slice(0, 200)} ${await lastError(server.child.output)}`);
    figures.exportS = exportS;
    rows.push({ section: 'money', measure: `export: collection file of ${DEBITS.toLocaleString('en')} debits`, value: `${exportS.toFixed(2)} s`, note: 'over HTTP; marks them sent' });

    // The bank collected every debit of the file: its lines back, as the results file.
    const results = [RESULT_COLUMNS.join(','), ...lines.map((l) => {
      const [reference, , amount, date] = l.split(',');
      return `${reference},${date},${amount},collected,`;
    })].join('\n');
    const form = new FormData();
    form.append('file', new Blob([results], { type: 'text/csv' }), `results-${month}.csv`);
    log(`money: importing a results file of ${DEBITS.toLocaleString('en')} lines`);
    started = performance.now();
    const imported = await fetch(server.baseUrl + urlOf(importCollectionResults), { method: 'POST', headers, body: form });
    const answer = await imported.text();
    const importS = (performance.now() - started) / 1000;
    const applied = imported.ok ? (JSON.parse(answer) as { import: { applied: number } }).import.applied : 0;
    figures.importS = imported.ok ? importS : null;
    figures.importApplied = applied;
    const measure = `import: results file of ${DEBITS.toLocaleString('en')} lines, all collected`;
    if (!imported.ok || applied !== DEBITS) {
      rows.push({ section: 'money', measure, value: '–', budget: `≤ ${IMPORT_BUDGET_S} s`, verdict: 'not held', note: `answered ${imported.status} after ${importS.toFixed(2)} s, ${applied} applied: ${answer.slice(0, 120)} ${await lastError(server.child.output)}` });
    } else {
      rows.push({ section: 'money', measure, value: `${importS.toFixed(2)} s`, budget: `≤ ${IMPORT_BUDGET_S} s`, verdict: importS <= IMPORT_BUDGET_S ? 'held' : 'not held', note: 'over HTTP; one transaction with an invoice each' });
    }
  } finally {
    await server.stop();
  }
  return { rows, figures };
}
