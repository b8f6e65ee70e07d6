import fs from 'node:fs/promises';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSms } from '../src/shared/api/application/contracts.js';
import { connect, type Database } from '../src/server/db/client.js';
import { housemaids, smsOutbox } from '../src/server/db/schema.js';
import { json, TestBrowser } from '../src/server/test/application.js';
import { createTestDatabase, type TestDatabase } from '../src/server/test/helper.js';
import { startSmsStub, until, type SmsStub } from '../src/server/test/sms-stub.js';
import { httpInjector } from './support/http-injector.js';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.js';

const FAMILIES = 4;

let testDb: TestDatabase;
let dataDir: string;
let database: Database;
let stub: SmsStub;
let server: ServerProcess | undefined;
let baseUrl = '';
const http = httpInjector(() => baseUrl);

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = await tempDataDir();
  database = connect(testDb.url, 2);
  stub = await startSmsStub();
});
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await testDb?.drop();
  await stub?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function start() {
  server = await startServerProcess({
    DATABASE_URL: testDb.url,
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: stub.url,
    SMS_HTTP_ACCOUNT: 'AC0123',
    SMS_HTTP_TOKEN: 'stub-token',
    SMS_HTTP_FROM: 'SunriseMaid',
    SMS_RETRY_DELAY_S: '1',
    // Long enough for the kill to come while the request is held; the job of the killed server
    // expires 8 + 5 s after it began, and is failed (so retried) within a second.
    SMS_SEND_TIMEOUT_S: '8',
    JOBS_MAINTENANCE_S: '1',
  });
  baseUrl = server.baseUrl;
}

describe('a server killed (SIGKILL) while the provider holds an SMS request open', () => {
  it('loses no message and sends none twice: after the restart each is delivered once and ends sent', { timeout: 90_000 }, async () => {
    await start();
    const maids = await database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).orderBy(housemaids.id).limit(FAMILIES);
    const phones = maids.map((_, i) => `050 700 00${String(10 + i)}`);
    const e164 = phones.map((p) => `+971${p.replace(/\s/g, '').slice(1)}`);
    // Each family's application first, so that the messages go out close together.
    const families = await Promise.all(
      maids.map(async (maid) => {
        const desktop = new TestBrowser(http);
        const created = await desktop.create(maid.id, { mobile: false });
        expect(created.statusCode, created.body).toBe(200);
        return { desktop, appId: json<{ id: string }>(created).id };
      }),
    );
    const appIds = families.map((f) => f.appId);
    // Acknowledged: from its answer on, a message must go out, once.
    const sendTo = async (i: number) => {
      const sent = await families[i]!.desktop.callAbout(sendSms, appIds[i]!, { body: { mobile: false, phone: phones[i]! } });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    // The provider takes the first message and never answers; the others wait behind it.
    stub.script(e164[0]!, ['hold']);
    const held = stub.nextRequest();
    await sendTo(0);
    await held;
    for (let i = 1; i < FAMILIES; i += 1) await sendTo(i);
    await server!.kill();
    const rows = () => database.db.select().from(smsOutbox).where(inArray(smsOutbox.applicationId, appIds)).orderBy(desc(smsOutbox.id));
    const atKill = await rows();
    expect(atKill).toHaveLength(FAMILIES);
    expect(atKill.find((r) => r.toPhone === e164[0])?.status).toBe('sending');
    // This instance's one SMS worker was busy with the first: the others were still queued.
    expect(atKill.filter((r) => r.toPhone !== e164[0]).map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);

    await start();
    const done = await until(async () => {
      const now = await rows();
      return now.every((r) => r.status === 'sent') && now;
    }, 60_000, 'every message to be sent');

    for (const row of done) {
      // One delivery per message, under its own key; the held one was asked for again with the same key.
      expect(stub.delivered.get(row.idempotencyKey)).toMatchObject({ to: row.toPhone, times: 1, sid: row.providerMessageId });
      expect([...stub.delivered.values()].filter((d) => d.to === row.toPhone)).toHaveLength(1);
    }
    const heldRow = done.find((r) => r.toPhone === e164[0])!;
    expect(stub.requests.filter((r) => r.to === e164[0]).map((r) => r.idempotencyKey)).toEqual([heldRow.idempotencyKey, heldRow.idempotencyKey]);
    expect(heldRow.attempts).toBe(2);
  });
});
