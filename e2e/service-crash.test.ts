import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportProblem } from '../src/shared/api/service/contracts.js';
import { connect, type Database } from '../src/server/db/client.js';
import { applications, serviceRequests, services } from '../src/server/db/schema.js';
import { startService } from '../src/server/modules/service/service-start.js';
import { createTestDatabase, type TestDatabase } from '../src/server/test/helper.js';
import { runSampleJourney, type SampleJourney } from '../src/server/test/sample-journey.js';
import { httpInjector } from './support/http-injector.js';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.js';

const FAMILIES = 5;
const REPORTS_EACH = 4;
/** Families whose service row is locked: their reports wait in flight when the server dies. */
const HELD = 2;

let testDb: TestDatabase;
let dataDir: string;
let database: Database;
let server: ServerProcess | undefined;
let baseUrl = '';
const http = httpInjector(() => baseUrl);

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = await tempDataDir();
  database = connect(testDb.url, 2);
  server = await startServerProcess({ DATABASE_URL: testDb.url, DATA_DIR: dataDir, CAPTCHA_THRESHOLD: '1000' });
  baseUrl = server.baseUrl;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await testDb?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a server killed (SIGKILL) while families report problems on their service', () => {
  it('keeps every acknowledged request after the restart', async () => {
    // Families whose maid has arrived: their applications submitted, their services started.
    const families: SampleJourney[] = [];
    for (let i = 0; i < FAMILIES; i += 1) families.push(await runSampleJourney(http, database.db));
    await database.db.transaction(async (tx) => {
      for (const family of families) {
        const [row] = await tx.select().from(applications).where(eq(applications.id, family.appId));
        await startService(tx, row!, null);
      }
    });
    const reports = families.flatMap((family) =>
      Array.from({ length: REPORTS_EACH }, (_, i) => ({ family, idempotencyKey: randomUUID().replaceAll('-', ''), details: `Report ${i} of ${family.appId}` })),
    );
    const send = (r: (typeof reports)[number]) =>
      r.family.browser.callAbout(reportProblem, r.family.appId, { body: { idempotencyKey: r.idempotencyKey, category: 'maid', details: r.details } }).catch(() => undefined);

    const heldApps = families.slice(FAMILIES - HELD).map((f) => f.appId);
    const locker = await database.pool.connect();
    await locker.query('begin');
    await locker.query('select 1 from services where application_id = any($1) for update', [heldApps]);
    let answers: Array<Awaited<ReturnType<typeof send>>>;
    try {
      const inFlight = reports.map(send);
      const free = reports.map((r, i) => (heldApps.includes(r.family.appId) ? null : inFlight[i]!)).filter(Boolean);
      await Promise.all(free);
      await new Promise((r) => setTimeout(r, 500));
      await server!.kill();
      answers = await Promise.all(inFlight);
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    const acknowledged = reports.filter((_, i) => answers[i]?.statusCode === 200);
    expect(acknowledged.length).toBe((FAMILIES - HELD) * REPORTS_EACH);

    server = await startServerProcess({ DATABASE_URL: testDb.url, DATA_DIR: dataDir, CAPTCHA_THRESHOLD: '1000' });
    baseUrl = server.baseUrl;
    const stored = await database.db
      .select({ key: serviceRequests.idempotencyKey })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .where(inArray(services.applicationId, families.map((f) => f.appId)));
    const keys = new Set(stored.map((s) => s.key));
    expect(acknowledged.filter((r) => !keys.has(r.idempotencyKey))).toEqual([]);
    // The unanswered ones were never committed: sent again, each is one request.
    for (const r of reports.filter((x) => !acknowledged.includes(x))) expect((await send(r))?.statusCode).toBe(200);
    const after = await database.db.select({ id: serviceRequests.id }).from(serviceRequests);
    expect(after.length).toBe(reports.length);
  }, 180_000);
});
