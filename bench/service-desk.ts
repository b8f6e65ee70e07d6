/**
 * The service desk at scale (issue 29): 100,000 running services and 5,000 open requests in a
 * database of their own, cloned from the demo one. Measures the inbox, its search by reference and
 * by mobile number at 100 requests/s (p99, paced), and the daily overdue job.
 */
import pg from 'pg';
import { signIn } from '../src/shared/api/admin/contracts.js';
import { listServiceRequests } from '../src/shared/api/admin-service/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { connect } from '../src/server/db/client.js';
import { markOverdue } from '../src/server/modules/service/overdue-job.js';
import { createStaffAccounts } from '../src/server/modules/staff/staff-accounts.js';
import { runPaced } from './lib/paced-load.js';
import { startSite } from './lib/processes.js';
import { check, ms, type Row } from './lib/report.js';

export const SERVICES = 100_000;
export const OPEN_REQUESTS = 5_000;
const RATE = 100;
const P99_BUDGET_MS = 25;
const JOB_BUDGET_S = 30;
const PASSWORD = 'bench service desk password';

/**
 * Applications at "maid arrived", their services, and requests: open ones (a fifth already past
 * due) and as many done. References are written here: the column's default function looks each
 * one up, which within one 100,000-row statement scans the table it is filling.
 */
export async function seed(url: string): Promise<{ reference: string; phone: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into applications (session_id, reference, housemaid_id, status, current_step, stage, data)
      select 'bench-' || g, regexp_replace(upper(lpad(to_hex(g), 8, '0')), '^(.{4})', '\\1-'), m.ids[1 + g % array_length(m.ids, 1)], 'submitted', 'END_WORK_FLOW', 'maid_arrived',
             jsonb_build_object('values', jsonb_build_object('clientName', 'Client ' || g, 'phones', jsonb_build_object('client', '+9715' || lpad((g % 100000000)::text, 8, '0'))))
        from generate_series(1, $1::int) g, (select array_agg(id) as ids from housemaids) m`, [SERVICES]);
    await client.query(`
      insert into services (application_id, housemaid_id, started_on, debit_start_on, monthly_fee_fils, monthly_vat_fils, monthly_total_fils, vat_basis_points)
      select id, housemaid_id, current_date - 60, current_date - 60, 380000, 19000, 399000, 500 from applications where session_id like 'bench-%'`);
    await client.query(`
      insert into service_requests (service_id, kind, status, reason, due_day, idempotency_key, closed_at)
      select s.id, (array['replacement','problem','cancellation'])[1 + n % 3], case when n <= $1 then 'open' else 'done' end, 'other',
             current_date + (n % 25)::int - 5, 'bench-' || n, case when n <= $1 then null else now() end
        from (select id, row_number() over () as n from services) s
       where n <= $1 * 2`, [OPEN_REQUESTS]);
    await client.query('analyze');
    const { rows } = await client.query<{ reference: string; phone: string }>(`
      select a.reference, a.data #>> '{values,phones,client}' as phone
        from service_requests r join services s on s.id = r.service_id join applications a on a.id = s.application_id
       where r.status = 'open' limit 1`);
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** The service desk's database, cloned from the demo one before any server holds it (a template must be idle). */
export async function cloneServiceDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database bench_service template bench_demo').finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = '/bench_service';
  return url.toString();
}

export async function measureServiceDesk(databaseUrl: string, site: { DATA_DIR: string; WEB_DIST_DIR: string }, log: (m: string) => void): Promise<{ rows: Row[]; figures: Record<string, unknown> }> {
  const url = new URL(databaseUrl);
  log(`service desk: seeding ${SERVICES.toLocaleString('en')} services and ${OPEN_REQUESTS.toLocaleString('en')} open requests`);
  const found = await seed(url.toString());
  const database = connect(url.toString(), 2);
  const email = 'bench-agent@agency.example';
  await createStaffAccounts(database.db).create({ email, role: 'agent', password: PASSWORD }, { staffId: null });

  const server = await startSite({ ...site, DATABASE_URL: url.toString() });
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const signedIn = await fetch(server.baseUrl + urlOf(signIn), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const calls = {
      inbox: urlOf(listServiceRequests),
      'search by reference': urlOf(listServiceRequests, {}, { status: 'all', q: found.reference }),
      'search by mobile': urlOf(listServiceRequests, {}, { status: 'all', q: found.phone }),
    };
    for (const [name, path] of Object.entries(calls)) {
      log(`service desk: ${name} at ${RATE} requests/s`);
      await runPaced({ baseUrl: server.baseUrl, paths: [path], connections: 10, duration: 2, rate: RATE, headers: { cookie } });
      const figure = await runPaced({ baseUrl: server.baseUrl, paths: [path], connections: 10, duration: 10, rate: RATE, headers: { cookie } });
      figures[name] = figure;
      rows.push({
        section: 'service desk',
        measure: `${name}: p99 @ ${RATE}/s`,
        value: ms(figure.p99),
        budget: `≤ ${P99_BUDGET_MS} ms`,
        verdict: figure.failures ? 'not held' : check(figure.p99, { max: P99_BUDGET_MS }),
        note: `p50 ${ms(figure.p50)}, ${figure.failures} failures; ${SERVICES.toLocaleString('en')} services, ${OPEN_REQUESTS.toLocaleString('en')} open`,
      });
    }
    log('service desk: the daily overdue job');
    const started = performance.now();
    const marked = await markOverdue(database.db);
    const seconds = (performance.now() - started) / 1000;
    figures.overdueJob = { seconds, marked };
    rows.push({ section: 'service desk', measure: 'daily overdue job', value: `${seconds.toFixed(2)} s`, budget: `≤ ${JOB_BUDGET_S} s`, verdict: check(seconds, { max: JOB_BUDGET_S }), note: `${marked} requests marked` });
  } finally {
    await server.stop();
    await database.close();
  }
  return { rows, figures };
}
