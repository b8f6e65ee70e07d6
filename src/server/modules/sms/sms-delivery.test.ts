import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, resendMessage } from '../../../shared/api/admin-outbox/contracts.js';
import type { OutboxMessage } from '../../../shared/api/admin-outbox/schemas.js';
import { applications, auditLog, housemaids, smsOutbox } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { startSmsStub, until, type SmsStub } from '../../test/sms-stub.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { createSmsOutbox } from './sms-queue.js';
import { smsDeadLetterWorker } from './sms-worker.js';

let stub: SmsStub;
let t: TestApp;
let phoneCount = 0;
/** A number of its own for each message, so that the stub's script and records are per test. */
const nextPhone = () => `+97150${String(10_000_000 + (phoneCount += 1)).slice(1)}`;

const env = (url: string, extra: Record<string, string> = {}) => ({
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: url,
  SMS_HTTP_ACCOUNT: 'AC0123',
  SMS_HTTP_TOKEN: 'stub-token',
  SMS_HTTP_FROM: 'SunriseMaid',
  SMS_RETRY_DELAY_S: '1',
  SMS_SEND_TIMEOUT_S: '5',
  ...extra,
});

beforeAll(async () => {
  stub = await startSmsStub();
  t = await createTestApp(env(stub.url));
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

/** Sends a message as an application step does: in a transaction of its own. */
async function send(app: TestApp, toPhone: string, body = `Continue on your phone: https://example.test/l/${toPhone}`) {
  const outbox = createSmsOutbox(app.app.jobs, app.config);
  await app.database.db.transaction((tx) => outbox.send(tx, { toPhone, body, kind: 'continue-on-phone', applicationId: crypto.randomUUID() }));
  const [row] = await app.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, toPhone));
  return row!;
}

const rowOf = async (app: TestApp, id: number) => (await app.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
const settled = (app: TestApp, id: number, status: string, timeoutMs = 20_000) =>
  until(async () => {
    const row = await rowOf(app, id);
    return row.status === status && row;
  }, timeoutMs, `message ${id} to be ${status}`);

describe('the SMS queue with the HTTP provider', () => {
  it('tries again after failures: 500 twice, then sent at the third try with the same idempotency key', { timeout: 30_000 }, async () => {
    const phone = nextPhone();
    stub.script(phone, [500, 500]);
    const row = await send(t, phone);
    expect(row.status).toBe('queued');
    const sent = await settled(t, row.id, 'sent');
    expect(sent).toMatchObject({ attempts: 3, provider: 'http', lastError: null, providerMessageId: expect.stringMatching(/^SM\d+$/) });
    expect(sent.sentAt).toBeInstanceOf(Date);
    const received = stub.requests.filter((r) => r.to === phone);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.idempotencyKey))).toEqual(new Set([row.idempotencyKey]));
    expect(received[0]).toMatchObject({
      authorization: `Basic ${Buffer.from('AC0123:stub-token').toString('base64')}`,
      from: 'SunriseMaid',
      body: row.body,
    });
    expect(stub.delivered.get(row.idempotencyKey)).toMatchObject({ sid: sent.providerMessageId, times: 1 });
  });

  it('ends a message the provider refuses (400) as dead at once, shows it to staff, and a resend sends it', { timeout: 30_000 }, async () => {
    const phone = nextPhone();
    stub.script(phone, [400]);
    const row = await send(t, phone);
    const dead = await settled(t, row.id, 'dead');
    expect(dead).toMatchObject({ attempts: 1, lastError: 'the provider answered 400: Stub refusal 400', sentAt: null });

    const agent = await addStaff(t.database.db, 'agent');
    const browser = new StaffBrowser(t.app);
    expect((await browser.signIn(agent.email)).statusCode).toBe(200);
    const listed = await browser.call(listOutbox, { query: { status: 'dead' } });
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = (listed.json() as { messages: OutboxMessage[] }).messages.find((m) => m.id === row.id);
    expect(shown).toMatchObject({ status: 'dead', attempts: 1, lastError: dead.lastError, kind: 'continue-on-phone', phone: `${phone.slice(0, 5)}******${phone.slice(-2)}` });
    expect(listed.body).not.toContain(phone);
    expect(listed.body).not.toContain(row.body);

    const resent = await browser.call(resendMessage, { params: { id: String(row.id) } });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ message: { id: row.id, status: 'queued', attempts: 0, lastError: null } });
    const sent = await settled(t, row.id, 'sent');
    expect(sent.attempts).toBe(1);
    // A new series of tries under a new key: the old one's refusal is not repeated.
    expect(sent.idempotencyKey).not.toBe(row.idempotencyKey);
    expect(stub.delivered.get(sent.idempotencyKey)).toMatchObject({ to: phone, times: 1 });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sms.resend'), eq(auditLog.subjectId, String(row.id))));
    expect(audit).toMatchObject({ staffId: agent.id, before: { status: 'dead', attempts: 1 } });

    // Sent now: not again.
    const again = await browser.call(resendMessage, { params: { id: String(row.id) } });
    expect(again.statusCode).toBe(409);
  });

  it("shows a message by its application's reference and with its words, not its link's key nor its code; finds it by phone or reference", async () => {
    const [maid] = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
    const created = await new TestBrowser(t.app).create(maid!.id);
    const appId = json<{ id: string }>(created).id;
    const [{ reference }] = (await t.database.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, appId))) as [{ reference: string }];
    const phone = nextPhone();
    const outbox = createSmsOutbox(t.app.jobs, t.config);
    await t.database.db.transaction(async (tx) => {
      await outbox.send(tx, { toPhone: phone, body: `Sunrise: continue ${reference} on your phone: https://maids.example/app/${appId}?t=key-4821`, kind: 'continue-on-phone', applicationId: appId });
      await outbox.send(tx, { toPhone: phone, body: 'Your card verification code is 482913. It is valid for 10 minutes.', kind: 'card-otp', applicationId: appId });
    });
    const agent = new StaffBrowser(t.app);
    expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);

    const byReference = await agent.call(listOutbox, { query: { q: reference.toLowerCase().replace('-', ' ') } });
    expect(byReference.statusCode, byReference.body).toBe(200);
    const { messages } = byReference.json() as { messages: OutboxMessage[] };
    expect(messages.map((m) => [m.kind, m.reference, m.applicationId, m.text])).toEqual([
      ['card-otp', reference, appId, 'Your card verification code is ••••••. It is valid for 10 minutes.'],
      ['continue-on-phone', reference, appId, `Sunrise: continue ${reference} on your phone: https://maids.example/… (link hidden)`],
    ]);
    for (const secret of ['key-4821', appId + '?', '482913', phone]) expect(byReference.body).not.toContain(secret);

    const byPhone = await agent.call(listOutbox, { query: { q: `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}` } });
    expect((byPhone.json() as { messages: OutboxMessage[] }).messages.map((m) => m.id)).toEqual(messages.map((m) => m.id));

    const neither = await agent.call(listOutbox, { query: { q: 'hello' } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json<{ error: string }>().error).toBe('Type a mobile number (050 123 4567) or an application’s reference (7K3D-9QXB).');
  });

  it('lets agents and admins read the outbox, not editors; pages newest first and filters by status', async () => {
    const editor = new StaffBrowser(t.app);
    expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
    expect((await editor.call(listOutbox)).statusCode).toBe(403);
    const admin = new StaffBrowser(t.app);
    expect((await admin.signIn((await addStaff(t.database.db, 'admin')).email)).statusCode).toBe(200);
    const all = await admin.call(listOutbox);
    expect(all.statusCode).toBe(200);
    const { messages, total, pageSize } = all.json() as { messages: OutboxMessage[]; total: number; pageSize: number };
    expect(total).toBeGreaterThanOrEqual(2);
    expect(pageSize).toBe(50);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => b - a));
    const sent = (await admin.call(listOutbox, { query: { status: 'sent' } })).json() as { messages: OutboxMessage[] };
    expect(sent.messages.every((m) => m.status === 'sent')).toBe(true);
    expect((await admin.call(listOutbox, { query: { status: 'lost' } })).statusCode).toBe(400);
    expect((await admin.call(resendMessage, { params: { id: '999999999' } })).statusCode).toBe(404);
  });

  it('sends nothing for a step whose transaction fails: neither the row nor its job remains', async () => {
    const phone = nextPhone();
    const jobs = async () => Number((await t.database.db.execute<{ n: string }>(sql`select count(*) as n from pgboss.job where name = 'sms-send'`)).rows[0]!.n);
    const before = await jobs();
    const outbox = createSmsOutbox(t.app.jobs, t.config);
    await expect(
      t.database.db.transaction(async (tx) => {
        await outbox.send(tx, { toPhone: phone, body: 'never', kind: 'card-otp', applicationId: crypto.randomUUID() });
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone))).toEqual([]);
    expect(await jobs()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stub.requests.filter((r) => r.to === phone)).toEqual([]);
  });

  it('never sends a message already marked sent', async () => {
    const phone = nextPhone();
    const outbox = createSmsOutbox(t.app.jobs, t.config);
    await t.database.db.transaction(async (tx) => {
      await outbox.send(tx, { toPhone: phone, body: 'sent elsewhere', kind: 'card-otp', applicationId: crypto.randomUUID() });
      await tx.update(smsOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(smsOutbox.toPhone, phone));
    });
    const job = await until(async () => {
      const { rows } = await t.database.db.execute<{ state: string }>(
        sql`select j.state from pgboss.job j join sms_outbox s on (j.data->>'messageId')::bigint = s.id where j.name = 'sms-send' and s.to_phone = ${phone}`,
      );
      return rows[0]?.state === 'completed' && rows[0];
    }, 10_000, 'the job to complete');
    expect(job.state).toBe('completed');
    expect(stub.requests.filter((r) => r.to === phone)).toEqual([]);
  });
});

describe('the dead letter queue', () => {
  it('makes dead a message whose job pg-boss gave up on, unless staff queued it again or it was sent', async () => {
    const [stuck, resent] = [nextPhone(), nextPhone()];
    // Written straight into the table: rows without jobs, as the dead letter finds them.
    const rows = await t.database.db
      .insert(smsOutbox)
      .values([
        { toPhone: stuck, body: 'x', kind: 'card-otp', provider: 'http', status: 'sending', attempts: 3 },
        { toPhone: resent, body: 'y', kind: 'card-otp', provider: 'http', status: 'queued' },
      ])
      .returning();
    const worker = smsDeadLetterWorker({ db: t.database.db, log: t.app.log });
    for (const row of rows) await worker({ id: crypto.randomUUID(), data: { messageId: row.id } });
    expect((await rowOf(t, rows[0]!.id)).status).toBe('dead');
    expect((await rowOf(t, rows[0]!.id)).lastError).toMatch(/gave up/);
    expect((await rowOf(t, rows[1]!.id)).status).toBe('queued');
  });
});

describe('the last try', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp(env(stub.url, { SMS_MAX_ATTEMPTS: '2' }));
  });
  afterAll(() => short?.close());

  it('makes a message dead after SMS_MAX_ATTEMPTS tries that may have passed (503, 429)', { timeout: 30_000 }, async () => {
    const phone = nextPhone();
    stub.script(phone, [503, 429, 429]);
    const row = await send(short, phone);
    const dead = await settled(short, row.id, 'dead');
    expect(dead).toMatchObject({ attempts: 2, lastError: 'the provider answered 429: Stub refusal 429' });
    expect(stub.requests.filter((r) => r.to === phone)).toHaveLength(2);
  });
});
