import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/server/db/client.js';
import { housemaids } from '../src/server/db/schema.js';
import { TestBrowser } from '../src/server/test/application.js';
import { createTestDatabase, type TestDatabase } from '../src/server/test/helper.js';
import { runSampleJourney } from '../src/server/test/sample-journey.js';
import { startTestS3Server, type TestS3Server } from '../src/server/storage/s3-test-server.js';
import { httpInjector } from './support/http-injector.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.js';

/** Sensitive calls per action and address before a captcha: low, to see it counted across both. */
const CAPTCHA_THRESHOLD = 4;

let s3: TestS3Server;
let testDb: TestDatabase;
let database: Database;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let proxy: RoundRobinProxy;

beforeAll(async () => {
  [s3, testDb] = await Promise.all([startTestS3Server(), createTestDatabase()]);
  database = connect(testDb.url, 2);
  // One database and one bucket; each instance its own DATA_DIR, which it must not need.
  const start = async () => {
    const dataDir = await tempDataDir();
    dataDirs.push(dataDir);
    return startServerProcess({ ...s3.env, DATABASE_URL: testDb.url, DATA_DIR: dataDir, TRUST_PROXY: 'true', CAPTCHA_THRESHOLD: String(CAPTCHA_THRESHOLD) });
  };
  a = await start();
  b = await start();
  proxy = await startRoundRobinProxy([a.baseUrl, b.baseUrl]);
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await testDb?.drop();
  await s3?.close();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

const through = () => httpInjector(proxy.url);
const sinceNow = () => {
  const from = proxy.log.length;
  return () => proxy.log.slice(from);
};

describe('two server instances on one database and one bucket, behind a round-robin balancer', () => {
  it('carry one phone application journey between them: an upload on one is read on the other', async () => {
    proxy.clientIp = '198.51.100.11';
    const requests = sinceNow();
    const journey = await runSampleJourney(through(), database.db);
    expect(journey.appId).toMatch(/^[0-9a-f-]{36}$/);
    const served = requests();
    expect(new Set(served.map((r) => r.backend))).toEqual(new Set([0, 1]));
    // Each document went up through one instance and was read back (runSampleJourney compares
    // the bytes) through the other at least once.
    const uploads = served.filter((r) => r.method === 'POST' && r.path.includes('/documents/'));
    const reads = served.filter((r) => r.method === 'GET' && r.path.includes('/files/'));
    expect(uploads).toHaveLength(3);
    expect(reads).toHaveLength(3);
    expect(reads.some((read) => uploads.some((up) => up.backend !== read.backend))).toBe(true);
  });

  it('count the captcha threshold across both', async () => {
    proxy.clientIp = '198.51.100.22';
    const maids = await database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(CAPTCHA_THRESHOLD + 1);
    const requests = sinceNow();
    const answers = [];
    for (const maid of maids) answers.push(await new TestBrowser(through()).create(maid.id));
    expect(answers.slice(0, CAPTCHA_THRESHOLD).map((r) => r.statusCode)).toEqual(Array(CAPTCHA_THRESHOLD).fill(200));
    const refused = answers[CAPTCHA_THRESHOLD]!;
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.captchaid).toMatch(/^[0-9a-f-]{36}$/);
    // Neither instance saw more than the threshold itself: they counted together.
    const creates = requests().filter((r) => r.method === 'POST');
    expect(creates.filter((r) => r.backend === 0).length).toBeLessThan(CAPTCHA_THRESHOLD + 1);
    expect(creates.filter((r) => r.backend === 1).length).toBeLessThan(CAPTCHA_THRESHOLD + 1);
  });

  it('finish a journey on the other when one is killed in the middle of it', async () => {
    proxy.clientIp = '198.51.100.33';
    const requests = sinceNow();
    const killAt = proxy.log.length + 8;
    proxy.beforeForward = async (index) => {
      if (index === killAt) await a.kill();
    };
    try {
      await runSampleJourney(through(), database.db);
    } finally {
      proxy.beforeForward = undefined;
    }
    const served = requests();
    expect(served.slice(0, 8).some((r) => r.backend === 0)).toBe(true);
    expect(served.slice(8).every((r) => r.backend === 1)).toBe(true);
    expect(served.length).toBeGreaterThan(16);
  });
});
