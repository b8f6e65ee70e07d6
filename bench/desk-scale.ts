/**
 * The back office at scale (issue 33): a database of its own, cloned from the 5,000-maid catalogue,
 * with 10,000 applications and 100,000 campaign hits, then topped up to 100,000 applications and
 * 1,000,000 hits (bench/lib/desk-seed.ts). At each size, through the real server paced at 100
 * requests/s (open model, bench/lib/paced-load.ts): the applications desk's inbox (first page, a
 * filtered page), its search by phone and by reference, the links page with hit counts, a client's
 * data export, the service desk's list; and one run of the retention job, in process.
 */
import pg from 'pg';
import { signIn } from '../src/shared/api/admin/contracts.js';
import { exportClientData, listApplications } from '../src/shared/api/admin-applications/contracts.js';
import { listLinks } from '../src/shared/api/admin-links/contracts.js';
import { listServiceRequests } from '../src/shared/api/admin-service/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { loadConfig } from '../src/server/config.js';
import { connect } from '../src/server/db/client.js';
import { deleteExpiredDocuments } from '../src/server/modules/data-rights/retention.js';
import { createStaffAccounts } from '../src/server/modules/staff/staff-accounts.js';
import { createLocalStorage } from '../src/server/storage/storage.js';
import { phoneOfNumber, referenceOfNumber, seedApplications, seedHits, seedLinks } from './lib/desk-seed.js';
import { runPaced, type PacedFigure } from './lib/paced-load.js';
import { startSite } from './lib/processes.js';
import { check, ms, type Row } from './lib/report.js';

const SIZES = [
  { applications: 10_000, hits: 100_000 },
  { applications: 100_000, hits: 1_000_000 },
];
const LINKS = 200;
const RATE = 100;
const WARMUP_S = 2;
const DURATION_S = 10;
const P99_BUDGET_MS = 50;
const PASSWORD = 'bench desk scale password';
const ALONE_REQUESTS = 21;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The desk's database, cloned before any server holds its template (a template must be idle). */
export async function cloneDeskDatabase(adminUrl: string, template: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database bench_desk template ${template}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = '/bench_desk';
  return url.toString();
}

/** The calls measured, as paths: `g` is an application number whose client has two applications. */
function callsAt(total: number): Record<string, string> {
  const g = Math.floor(total / 2 / 20) * 20;
  return {
    'inbox, first page': urlOf(listApplications),
    'inbox, filtered (stage, emirate)': urlOf(listApplications, {}, { stage: 'documents_checked', emirate: 'DUBAI' }),
    'inbox, search by phone': urlOf(listApplications, {}, { q: phoneOfNumber(g + 3) }),
    'inbox, search by reference': urlOf(listApplications, {}, { q: referenceOfNumber(g + 7) }),
    'links with hit counts': urlOf(listLinks),
    "a client's data export": `export:${g}`,
    'service desk, open requests': urlOf(listServiceRequests),
  };
}

async function applicationId(client: pg.Client, g: number): Promise<string> {
  const { rows } = await client.query<{ id: string }>('select id from applications where session_id = $1', [`desk-${g}`]);
  if (!rows[0]) throw new Error(`no bench application desk-${g}`);
  return rows[0].id;
}

export async function measureDeskScale(databaseUrl: string, site: { DATA_DIR: string; WEB_DIST_DIR: string }, log: (m: string) => void): Promise<{ rows: Row[]; figures: Record<string, unknown> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const database = connect(databaseUrl, 2);
  const email = 'bench-desk-admin@agency.example';
  await createStaffAccounts(database.db).create({ email, role: 'admin', password: PASSWORD }, { staffId: null });
  await seedLinks(client, LINKS);
  const server = await startSite({ ...site, DATABASE_URL: databaseUrl });
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const signedIn = await fetch(server.baseUrl + urlOf(signIn), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    let applications = 0;
    let hits = 0;
    for (const size of SIZES) {
      log(`desk scale: seeding up to ${size.applications.toLocaleString('en')} applications and ${size.hits.toLocaleString('en')} campaign hits`);
      let started = performance.now();
      await seedApplications(client, applications + 1, size.applications);
      await seedHits(client, hits + 1, size.hits, LINKS);
      await client.query('vacuum analyze');
      ({ applications, hits } = size);
      const seedS = (performance.now() - started) / 1000;
      log(`desk scale: seeded in ${seedS.toFixed(1)} s`);
      const at: Record<string, unknown> = { seedS };
      figures[applications] = at;
      const label = `${applications / 1000}k`;
      for (const [name, path] of Object.entries(callsAt(applications))) {
        const target = path.startsWith('export:') ? urlOf(exportClientData, { id: await applicationId(client, Number(path.slice(7))) }) : path;
        const probe = await fetch(server.baseUrl + target, { headers: { cookie } });
        const body = await probe.arrayBuffer();
        if (!probe.ok) throw new Error(`${name}: ${probe.status} ${Buffer.from(body).toString().slice(0, 200)}`);
        // One request at a time first: what a call costs when nothing queues behind it, a figure
        // a shared machine moves far less than a p99 under load.
        const alone: number[] = [];
        for (let i = 0; i < ALONE_REQUESTS; i += 1) {
          const started = performance.now();
          await (await fetch(server.baseUrl + target, { headers: { cookie } })).arrayBuffer();
          alone.push(performance.now() - started);
        }
        const aloneMs = median(alone);
        log(`desk scale ${label}: ${name} at ${RATE} requests/s (${body.byteLength} bytes; alone ${aloneMs.toFixed(1)} ms)`);
        await runPaced({ baseUrl: server.baseUrl, paths: [target], connections: 10, duration: WARMUP_S, rate: RATE, headers: { cookie } });
        const figure: PacedFigure = await runPaced({ baseUrl: server.baseUrl, paths: [target], connections: 10, duration: DURATION_S, rate: RATE, headers: { cookie } });
        at[name] = { ...figure, bytes: body.byteLength, aloneMs };
        rows.push({
          section: `desk ${label}`,
          measure: `${name}: p99 @ ${RATE}/s`,
          value: ms(figure.p99),
          budget: `≤ ${P99_BUDGET_MS} ms`,
          verdict: figure.failures ? 'not held' : check(figure.p99, { max: P99_BUDGET_MS }),
          note: `p50 ${ms(figure.p50)}, alone ${ms(aloneMs)} (median of ${ALONE_REQUESTS} one at a time), ${figure.failures} failures, ${body.byteLength} B; ${applications.toLocaleString('en')} applications, ${hits.toLocaleString('en')} hits`,
        });
      }
      log(`desk scale ${label}: the retention job`);
      const config = loadConfig({ ...process.env, ...site, DATABASE_URL: databaseUrl });
      started = performance.now();
      const done = await deleteExpiredDocuments(database.db, createLocalStorage(config.filesDir), config.RETENTION_DAYS);
      const jobS = (performance.now() - started) / 1000;
      at.retention = { seconds: jobS, ...done };
      rows.push({
        section: `desk ${label}`,
        measure: 'retention job, one run',
        value: `${jobS.toFixed(2)} s`,
        note: `${done.documents.toLocaleString('en')} documents of ${done.applications.toLocaleString('en')} applications deleted (the bench has no files behind them)`,
      });
    }
  } finally {
    await server.stop();
    await database.close();
    await client.end();
  }
  return { rows, figures };
}
