import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-interviews/contracts.js';
import { urlOf } from '../../../shared/api/contract.js';
import * as calls from '../../../shared/api/interviews/contracts.js';
import type { FamilyInterview } from '../../../shared/api/interviews/schemas.js';
import { housemaids, smsOutbox } from '../../db/schema.js';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { json } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { tellFamiliesMaidGone } from './maid-gone-job.js';

let t: TestApp;
let agent: StaffBrowser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(db(), 'agent')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;
let nextHour = Math.ceil(Date.now() / HOUR) + 24;
let phoneSeq = 2_000_000;
let address = 1;

/** A call with one of the first available maids, on a new slot a day or more ahead: the maid, the number texted and the link. */
async function bookedCall(maidIndex: number) {
  const slot = await agent.call(desk.openInterviewSlot, { body: { startsAt: new Date(nextHour++ * HOUR).toISOString(), minutes: 30 } });
  expect(slot.statusCode, slot.body).toBe(200);
  const maids = await db().select({ id: housemaids.id }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).orderBy(housemaids.id).limit(maidIndex + 1);
  const maidId = maids[maidIndex]!.id;
  const phone = `050${phoneSeq++}`;
  const res = await t.app.inject({
    method: calls.bookInterview.method,
    url: urlOf(calls.bookInterview),
    remoteAddress: `10.33.0.${address++}`,
    payload: { maidId, slotId: json<{ id: number }>(slot).id, way: 'phone', phone, language: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { maidId, phone: `+971${phone.slice(1)}`, token: json<{ token: string }>(res).token };
}

const goneTexts = async (phone: string) => (await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone))).filter((s) => s.kind === 'interview-maid-gone');
const deps = () => ({ db: db(), config: t.config, sms: createSmsOutbox(t.app.jobs, t.config), linkKey: deriveKey(loadAppSecret(t.config), 'interview-link'), origin: 'https://maids.example' });
const setMaid = (id: number, change: Partial<typeof housemaids.$inferInsert>) => db().update(housemaids).set(change).where(eq(housemaids.id, id));

describe('she is hired or reserved before the call (issue 32, item 4)', () => {
  it('tells the family once, by SMS with their link, which suggests maids like her; the call stays theirs', async () => {
    const { maidId, phone, token } = await bookedCall(0);
    await tellFamiliesMaidGone(deps());
    expect(await goneTexts(phone)).toHaveLength(0);

    await setMaid(maidId, { status: 'hired', reservedUntil: null });
    try {
      // Two runs at once (two servers) and one after: one message.
      await Promise.all([tellFamiliesMaidGone(deps()), tellFamiliesMaidGone(deps())]);
      await tellFamiliesMaidGone(deps());
      const sent = await goneTexts(phone);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain(`https://maids.example/interview/${token}`);
      expect(sent[0]!.body).toMatch(/no longer available/);
      const view = json<FamilyInterview>(await t.app.inject({ method: 'GET', url: urlOf(calls.getInterview, { token }) }));
      expect(view).toMatchObject({ status: 'requested', maidTaken: true, changeable: true });
      expect(view.similarMaids.length).toBeGreaterThan(0);
    } finally {
      await setMaid(maidId, { status: 'available', reservedUntil: null });
    }
  });

  it('tells a family whose maid a sent application reserved, not one whose maid is held for minutes by a family filling in the form', async () => {
    const held = await bookedCall(1);
    const reserved = await bookedCall(2);
    await setMaid(held.maidId, { status: 'reserved', reservedUntil: new Date(Date.now() + HOUR) });
    await setMaid(reserved.maidId, { status: 'reserved', reservedUntil: null });
    try {
      await tellFamiliesMaidGone(deps());
      expect(await goneTexts(held.phone)).toHaveLength(0);
      expect(await goneTexts(reserved.phone)).toHaveLength(1);
    } finally {
      await setMaid(held.maidId, { status: 'available', reservedUntil: null });
      await setMaid(reserved.maidId, { status: 'available', reservedUntil: null });
    }
  });

  it('does not text a family who cancelled, nor about a call whose time has passed', async () => {
    const cancelled = await bookedCall(3);
    const res = await t.app.inject({ method: 'POST', url: urlOf(calls.cancelInterview, { token: cancelled.token }) });
    expect(res.statusCode, res.body).toBe(200);
    const later = await bookedCall(4);
    await setMaid(cancelled.maidId, { status: 'hired' });
    await setMaid(later.maidId, { status: 'hired' });
    try {
      // The clock moved past both calls' times.
      await tellFamiliesMaidGone(deps(), Date.now() + 30 * 86_400_000);
      expect(await goneTexts(cancelled.phone)).toHaveLength(0);
      expect(await goneTexts(later.phone)).toHaveLength(0);
    } finally {
      await setMaid(cancelled.maidId, { status: 'available' });
      await setMaid(later.maidId, { status: 'available' });
    }
  });
});
