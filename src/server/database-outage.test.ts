import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../shared/api/application/contracts.js';
import { addToShortlist, getRemainingAvailableMaids, listMaids, releaseMaid } from '../shared/api/catalogue/contracts.js';
import { urlOf, type Contract } from '../shared/api/contract.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect, ensureDatabase, runMigrations, type Database } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from './http/errors.js';
import { seedIfEmpty } from './seed/index.js';
import { createLocalStorage } from './storage/storage.js';
import { addFixtureCatalogue, type FixtureCatalogue } from './test/catalogue.js';
import { freePort } from './test/free-port.js';

/**
 * PostgreSQL stopped under load and started again: the API answers 503 with a message a person
 * understands (never the 500 'Oops'), /readyz answers 503, and the same app serves again once the
 * database is back, catalogue and writes included. The test has a cluster of its own, since it
 * stops it; the shared test cluster serves every other test file meanwhile.
 */

const workDir = path.join(os.tmpdir(), `maids-outage-${process.pid}-${Date.now()}`);
let port: number;
let server: EmbeddedServer;
let database: Database;
let app: FastifyInstance;
let fixture: FixtureCatalogue;

const startCluster = () => startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), port });

beforeAll(async () => {
  port = await freePort();
  server = await startCluster();
  const url = await ensureDatabase(server.connectionString, 'maids_outage');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: url,
    // The load below is one address making many calls: neither limit is what this test is about.
    RATE_LIMIT_MAX: '1000000',
    CAPTCHA_THRESHOLD: '1000000',
  });
  database = connect(url, 4);
  await runMigrations(database.db);
  const storage = createLocalStorage(config.filesDir);
  await seedIfEmpty({ db: database.db, storage, config });
  fixture = await addFixtureCatalogue(database.db);
  app = await buildApp({ config, database, storage });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
});

type Call = { name: string; url: string; method?: 'GET' | 'POST'; payload?: object };

const sessionId = 'outage-session-1';
function calls(): Call[] {
  const { a1, a3, b1 } = fixture.ids;
  const get = (name: string, contract: Contract, query: object): Call => ({ name, url: urlOf(contract, {}, query) });
  return [
    { name: 'readyz', url: '/readyz' },
    get('listmaids', listMaids, { matchingType: fixture.types.a.id }),
    get('remaining', getRemainingAvailableMaids, { housemaidIds: [a1, b1], sessionId, preferences: [fixture.types.a.id] }),
    get('addtoshortlist', addToShortlist, { sessionId, housemaid: a3, rank: 1 }),
    get('releasemaid', releaseMaid, { sessionId, housemaid: a3 }),
  ];
}

const send = (call: Call) => app.inject({ method: call.method ?? 'GET', url: call.url, ...(call.payload ? { payload: call.payload } : {}) });

/** What a person or a load balancer is told while the database is away. */
function expectUnavailable(res: LightMyRequestResponse, name: string) {
  expect(res.statusCode, `${name}: ${res.body}`).toBe(503);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.json()).toEqual({ error: name === 'readyz' ? 'Database unreachable' : SERVICE_UNAVAILABLE_MESSAGE });
}

interface Answer {
  name: string;
  res: LightMyRequestResponse;
}

/** Workers sending the calls round and round until told to stop, every answer kept. */
function load(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const list = calls();
  const done = Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; running; i++) {
        const call = list[i % list.length]!;
        answers.push({ name: call.name, res: await send(call) });
      }
    }),
  );
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage', () => {
  it('answers 503 while PostgreSQL is down and serves again once it is back, without a restart', async () => {
    const traffic = load(8);
    await sleep(300);
    const before = traffic.answers.length;
    expect(before).toBeGreaterThan(0);
    expect(traffic.answers.every((a) => a.res.statusCode === 200)).toBe(true);

    await server.stop();
    const stoppedAt = traffic.answers.length;
    await sleep(500);

    // Down: every call, the catalogue's included, says so plainly.
    for (const call of calls()) expectUnavailable(await send(call), call.name);
    const write = await app.inject({
      method: 'POST',
      url: urlOf(createApplication),
      payload: { sessionId: 'outage-session-2', housemaidId: fixture.ids.a1, mobile: true },
    });
    expectUnavailable(write, 'create');
    expect(traffic.answers.slice(stoppedAt).some((a) => a.res.statusCode === 503)).toBe(true);

    server = await startCluster();
    // Back: the pool and the catalogue's LISTEN connection reconnect on their own (the timeout only
    // keeps a broken reconnect from hanging the run; how fast is the bench's business).
    await expect.poll(async () => (await send(calls()[0]!)).statusCode, { timeout: 60_000, interval: 100 }).toBe(200);
    await sleep(300);
    await traffic.stop();

    for (const call of calls()) {
      const res = await send(call);
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(200);
    }
    const maids = (await send(calls()[1]!)).json<{ maids: Array<{ id: number }> }>().maids;
    expect(maids.map((m) => m.id)).toContain(fixture.ids.a1);
    const created = await app.inject({
      method: 'POST',
      url: urlOf(createApplication),
      payload: { sessionId: 'outage-session-2', housemaidId: fixture.ids.a1, mobile: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const stored = await database.pool.query('select 1 from applications where session_id = $1', ['outage-session-2']);
    expect(stored.rowCount).toBe(1);
    // A change made while serving again reaches the catalogue: its notifications are heard again.
    await database.pool.query(`update housemaids set status = 'hired' where id = $1`, [fixture.ids.b1]);
    await app.catalogue.sync();
    const remaining = (await send(calls()[2]!)).json<{ availableMaids: Array<{ housemaid: { id: number } }> }>();
    expect(remaining.availableMaids.map((m) => m.housemaid.id)).not.toContain(fixture.ids.b1);

    // Under load throughout: only 200s and plain 503s, never a server fault.
    const statuses = new Set(traffic.answers.map((a) => a.res.statusCode));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const { name, res } of traffic.answers) if (res.statusCode !== 200) expectUnavailable(res, name);
    expect(traffic.answers.slice(-8).every((a) => a.res.statusCode === 200)).toBe(true);
  }, 60_000);
});
