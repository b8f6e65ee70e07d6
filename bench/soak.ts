import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { saveDraft } from '../src/shared/api/application/contracts.js';
import { addToShortlist, getMainCcSiteInfo, getRemainingAvailableMaids, listMaids, MAIN_SITE_INFO_QUERY, releaseMaid } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { jpegBytes, TestBrowser } from '../src/server/test/application.js';
import { httpInjector } from '../e2e/support/http-injector.js';
import type { RunningSite } from './lib/processes.js';
import { check, ms, type Row } from './lib/report.js';

/** Actions per second; with the mix below about 120 requests per second, well within the 2-core machine's reach. */
const ACTIONS_PER_S = 80;
/** The first fifth of the run warms the server up; memory is compared from its end to the run's end. */
const WARM_UP_SHARE = 0.2;

export interface SoakFigure {
  durationS: number;
  requests: number;
  errors: number;
  server5xx: number;
  client4xx: number;
  rssWarmMb: number;
  rssEndMb: number;
  growth: number;
  eldP99Ms: number;
  eldMaxMs: number;
}

interface Probe {
  t: number;
  p99: number;
  max: number;
  rss: number;
}

/**
 * Mixed traffic at a fixed rate: browsing (pages of maids, My List refreshes, site info, the home
 * page), My List additions and removals, and application steps (a new application, a document
 * upload, a saved draft). Reports the server's memory growth after warm-up, its event-loop delay
 * and every failure.
 */
export async function runSoak(site: RunningSite & { probeFile: string }, databaseUrl: string, durationS: number, log: (m: string) => void): Promise<SoakFigure> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const maids = (await client.query<{ id: number }>(`select id from housemaids where status = 'available' and not hidden order by id`)).rows.map((r) => r.id);
  await client.end();
  const http = httpInjector(site.baseUrl);
  const counts = { requests: 0, errors: 0, server5xx: 0, client4xx: 0 };
  const tally = async (call: Promise<{ statusCode: number }>) => {
    counts.requests += 1;
    try {
      const res = await call;
      if (res.statusCode >= 500) counts.server5xx += 1;
      else if (res.statusCode >= 400) counts.client4xx += 1;
    } catch {
      counts.errors += 1;
    }
  };
  const get = (url: string) => tally(http.inject({ method: 'GET', url }));
  const pick = () => maids[Math.floor(Math.random() * maids.length)]!;
  let nextApplicationMaid = 0;
  const photo = Buffer.concat([jpegBytes(), randomBytes(40_000)]);

  const browse = () => {
    const r = Math.random();
    if (r < 0.4) return get(urlOf(listMaids, {}, { page: 1 + Math.floor(Math.random() * 3), pageSize: 24 }));
    if (r < 0.7) return get(urlOf(getRemainingAvailableMaids, {}, { housemaidIds: [pick(), pick(), pick()].join(','), sessionId: randomUUID(), preferences: '' }));
    if (r < 0.9) return get(urlOf(getMainCcSiteInfo, {}, MAIN_SITE_INFO_QUERY));
    return get('/');
  };
  const myList = async () => {
    const sessionId = randomUUID();
    const housemaid = pick();
    await get(urlOf(addToShortlist, {}, { sessionId, housemaid, rank: 1 }));
    await get(urlOf(releaseMaid, {}, { sessionId, housemaid }));
  };
  const application = async () => {
    // Each application reserves its maid: a new one each time, from the end of the catalogue.
    const maid = maids[maids.length - 1 - (nextApplicationMaid++ % maids.length)]!;
    const browser = new TestBrowser(http);
    counts.requests += 1;
    let created;
    try {
      created = await browser.create(maid);
    } catch {
      counts.errors += 1;
      return;
    }
    if (created.statusCode >= 500) counts.server5xx += 1;
    if (created.statusCode !== 200) {
      if (created.statusCode < 500) counts.client4xx += 1;
      return;
    }
    const appId = (created.json() as { id: string }).id;
    await tally(browser.upload(appId, 'passport', photo));
    await tally(browser.callAbout(saveDraft, appId, { params: { step: 'REQUIRED_DOCUMENTS' }, body: { data: { clientName: 'Soak Test' } } }));
  };

  const inFlight = new Set<Promise<unknown>>();
  const started = Date.now();
  const end = started + durationS * 1000;
  let fired = 0;
  log(`soak: ${durationS} s at ${ACTIONS_PER_S} actions/s`);
  while (Date.now() < end) {
    // Fire what the schedule owes by now: a fixed rate, whatever the answers' speed.
    const due = Math.floor(((Date.now() - started) / 1000) * ACTIONS_PER_S);
    for (; fired < due; fired += 1) {
      const r = Math.random();
      const action = r < 0.7 ? browse() : r < 0.94 ? myList() : application();
      inFlight.add(action);
      void action.finally(() => inFlight.delete(action));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);

  const probes = (await fs.readFile(site.probeFile, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Probe)
    .filter((p) => p.t >= started && p.t <= end + 1000);
  const warmEnd = started + durationS * 1000 * WARM_UP_SHARE;
  const afterWarm = probes.filter((p) => p.t >= warmEnd);
  const rssWarm = afterWarm[0]?.rss ?? Number.NaN;
  const rssEnd = probes.at(-1)?.rss ?? Number.NaN;
  const sortedP99 = afterWarm.map((p) => p.p99).sort((x, y) => x - y);
  return {
    durationS,
    ...counts,
    rssWarmMb: rssWarm / 1024 / 1024,
    rssEndMb: rssEnd / 1024 / 1024,
    growth: rssEnd / rssWarm - 1,
    // The 99th percentile of the per-second p99s: one slow second in a hundred may exceed it.
    eldP99Ms: sortedP99[Math.floor(sortedP99.length * 0.99)] ?? Number.NaN,
    eldMaxMs: Math.max(...afterWarm.map((p) => p.max)),
  };
}

export function soakRows(f: SoakFigure): Row[] {
  const section = 'soak';
  return [
    { section, measure: `mixed traffic, ${f.durationS} s`, value: `${f.requests} requests (${Math.round(f.requests / f.durationS)}/s), ${f.client4xx} × 4xx` },
    {
      section,
      measure: 'RSS growth after warm-up',
      value: `${(f.growth * 100).toFixed(1)} % (${f.rssWarmMb.toFixed(0)} → ${f.rssEndMb.toFixed(0)} MB)`,
      budget: '< 10 %',
      verdict: check(f.growth, { max: 0.1 }),
    },
    { section, measure: 'event-loop delay, p99 of seconds', value: ms(f.eldP99Ms), note: `worst ${ms(f.eldMaxMs)}` },
    { section, measure: 'errors (no answer)', value: String(f.errors), budget: '0', verdict: f.errors === 0 ? 'held' : 'not held' },
    { section, measure: 'server faults (5xx)', value: String(f.server5xx), budget: '0', verdict: f.server5xx === 0 ? 'held' : 'not held' },
  ];
}
