import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-interviews/contracts.js';
import type { StaffInterview } from '../../../shared/api/admin-interviews/schemas.js';
import { urlOf, type Contract } from '../../../shared/api/contract.js';
import * as calls from '../../../shared/api/interviews/contracts.js';
import type { FamilyInterview, FreeSlot } from '../../../shared/api/interviews/schemas.js';
import { auditLog, housemaids, interviews, interviewSlots, smsOutbox } from '../../db/schema.js';
import { json } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { sendInterviewReminders } from './reminder-job.js';
import { interviewsPlace } from './interview-personal-data.js';
import { ERASED_PHONE } from '../data-rights/personal-data.js';

let t: TestApp;
let agent: StaffBrowser;
let finance: StaffBrowser;
let editor: StaffBrowser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: String(CAPTCHA_THRESHOLD) });
  agent = new StaffBrowser(t.app);
  finance = new StaffBrowser(t.app);
  editor = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(db(), 'agent')).email)).statusCode).toBe(200);
  expect((await finance.signIn((await addStaff(db(), 'finance')).email)).statusCode).toBe(200);
  expect((await editor.signIn((await addStaff(db(), 'editor')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;
/** Bookings per address before the captcha; each test call comes from an address of its own but the captcha test's. */
const CAPTCHA_THRESHOLD = 3;
let address = 1;
const nextAddress = () => `10.32.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
/** Slot times far enough ahead, on whole hours, distinct per call of the suite. */
let nextHour = Math.ceil(Date.now() / HOUR) + 48;
const freshTime = () => new Date(nextHour++ * HOUR);

async function openSlot(at = freshTime()): Promise<number> {
  const res = await agent.call(desk.openInterviewSlot, { body: { startsAt: at.toISOString(), minutes: 30 } });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ id: number }>(res).id;
}

let phoneSeq = 1_000_000;
/** A UAE mobile number nobody else in the suite uses. */
const newPhone = () => `050${phoneSeq++}`;

const availableMaids = async () =>
  (await db().select({ id: housemaids.id, name: housemaids.name }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).limit(5));

const call = (contract: Contract, { params, query, body, lang, ip = nextAddress() }: { params?: Record<string, string>; query?: object; body?: object; lang?: string; ip?: string } = {}) =>
  t.app.inject({ method: contract.method, url: urlOf(contract, params, query), remoteAddress: ip, ...(body ? { payload: body } : {}), headers: lang ? { cookie: `lang=${lang}` } : {} });

async function book(slotId: number, overrides: Partial<{ maidId: number; phone: string; way: string; language: string }> = {}, lang?: string, ip?: string) {
  const [maid] = await availableMaids();
  return call(calls.bookInterview, { body: { maidId: maid!.id, slotId, way: 'video', phone: newPhone(), language: 'en', ...overrides }, lang, ip });
}
const booked = async (slotId: number, overrides = {}, lang?: string) => {
  const res = await book(slotId, overrides, lang);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ token: string; interview: FamilyInterview }>(res);
};
const idOfToken = async (token: string) => {
  const rows = await db().select({ id: interviews.id, tokenHash: interviews.tokenHash }).from(interviews);
  const { createHash } = await import('node:crypto');
  return rows.find((r) => r.tokenHash === createHash('sha256').update(token).digest('base64url'))!.id;
};
const textsTo = (phone: string) => db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone));
const e164 = (local: string) => `+971${local.slice(1)}`;

describe('a family asks for a call', () => {
  it('books a free time: the call, its link, and an SMS naming the maid with the time and the link', async () => {
    const at = freshTime();
    const slotId = await openSlot(at);
    const [maid] = await availableMaids();
    const phone = newPhone();
    const free = json<{ slots: FreeSlot[] }>(await call(calls.listFreeInterviewSlots, { query: { maidId: maid!.id } })).slots;
    expect(free.map((s) => s.id)).toContain(slotId);

    const { token, interview } = await booked(slotId, { maidId: maid!.id, phone, way: 'whatsapp_video', language: 'ar' });
    expect(token.length).toBeLessThanOrEqual(100);
    expect(interview).toMatchObject({ startsAt: at.toISOString(), timeZone: 'Asia/Dubai', way: 'whatsapp_video', language: 'ar', status: 'requested', changeable: true, canHire: false, maidTaken: false, meetingUrl: null });
    expect(interview.maid.posterURL).toMatch(/^\/media\//);

    const [sms] = await textsTo(e164(phone));
    expect(sms!.kind).toBe('interview-booked');
    expect(sms!.body).toContain(interview.maid.name);
    expect(sms!.body).toContain(`/interview/${token}`);
    expect(sms!.body).toMatch(/\d{2}:\d{2}/);

    // Taken: no longer offered.
    expect(json<{ slots: FreeSlot[] }>(await call(calls.listFreeInterviewSlots)).slots.map((s) => s.id)).not.toContain(slotId);
    // The family's view by the link.
    const view = await call(calls.getInterview, { params: { token } });
    expect(view.statusCode).toBe(200);
    expect(json<FamilyInterview>(view).maid.id).toBe(maid!.id);
  });

  it('writes the SMS in the language the family booked in, with its link opening in that language', async () => {
    const phone = newPhone();
    const { token } = await booked(await openSlot(), { phone }, 'ru');
    const [sms] = await textsTo(e164(phone));
    expect(sms!.body).toMatch(/[\u0400-\u04FF]/);
    expect(sms!.body).toContain(`/interview/${token}?lang=ru`);
  });

  it('two families pressing the same time at once: one gets it, the other a 409 with the nearest free times', async () => {
    const slotId = await openSlot();
    const spare = await openSlot();
    const [a, b] = await Promise.all([book(slotId), book(slotId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = json<{ error: string; freeSlots: FreeSlot[] }>(a.statusCode === 409 ? a : b);
    expect(refused.error).toMatch(/just taken/);
    expect(refused.freeSlots.map((s) => s.id)).toContain(spare);
    expect(refused.freeSlots.map((s) => s.id)).not.toContain(slotId);
    expect(await db().select().from(interviews).where(eq(interviews.slotId, slotId))).toHaveLength(1);
  });

  it('refuses a time in the past or not opened (400), and a closed one', async () => {
    const [past] = await db().insert(interviewSlots).values({ startsAt: new Date(Date.now() - HOUR) }).returning();
    const pastRes = await book(past!.id);
    expect(pastRes.statusCode).toBe(400);
    expect(json(pastRes).error).toMatch(/has passed/);
    const unknown = await book(2_000_000_000);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error).toMatch(/not open for calls/);
    const closing = await openSlot();
    expect((await agent.call(desk.closeInterviewSlot, { params: { id: String(closing) } })).statusCode).toBe(200);
    expect((await book(closing)).statusCode).toBe(400);
  });

  it('refuses a fourth pending call for one number with a message (429), in the family language', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) await booked(await openSlot(), { phone });
    const fourth = await book(await openSlot(), { phone }, 'fr');
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).error).toMatch(/Vous avez déjà 3 appels en attente/);
    // The same number written another way is the same number.
    expect((await book(await openSlot(), { phone: e164(phone) })).statusCode).toBe(429);
  });

  it('answers 404 for a forged, altered or unknown link', async () => {
    const { token } = await booked(await openSlot());
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'not-a-token', `${token}x`]) {
      const res = await call(calls.getInterview, { params: { token: bad } });
      expect(res.statusCode, bad).toBe(404);
      expect(json(res).error).toMatch(/not valid any more/);
    }
    expect((await call(calls.cancelInterview, { params: { token: forged } })).statusCode).toBe(404);
    expect((await call(calls.getInterviewCalendar, { params: { token: forged } })).statusCode).toBe(404);
  });

  it('counts bookings towards the captcha threshold, as the other public writes', async () => {
    const ip = '198.51.100.32';
    for (let i = 0; i < CAPTCHA_THRESHOLD; i += 1) expect((await book(await openSlot(), {}, undefined, ip)).statusCode).toBe(200);
    const asked = await book(await openSlot(), {}, undefined, ip);
    expect(asked.statusCode).toBe(401);
    expect(asked.headers.captchaid).toBeTruthy();
  });

  it('needs a valid UAE mobile number and a known way', async () => {
    const res = await book(await openSlot(), { phone: '12345', way: 'fax' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the family changes their call by its link', () => {
  it('moves it to another free time (staff confirm again), then cancels it, freeing the time', async () => {
    const first = await openSlot();
    const second = await openSlot();
    const taken = await openSlot();
    await booked(taken);
    const phone = newPhone();
    const { token } = await booked(first, { phone });
    const id = await idOfToken(token);
    expect((await agent.call(desk.confirmInterview, { params: { id } })).statusCode).toBe(200);

    const onTaken = await call(calls.moveInterview, { params: { token }, body: { slotId: taken } });
    expect(onTaken.statusCode).toBe(409);
    expect(json<{ freeSlots: FreeSlot[] }>(onTaken).freeSlots.length).toBeGreaterThan(0);

    const moved = await call(calls.moveInterview, { params: { token }, body: { slotId: second } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<FamilyInterview>(moved)).toMatchObject({ status: 'requested', changeable: true });
    expect((await textsTo(e164(phone))).map((s) => s.kind)).toContain('interview-moved');
    expect(json<{ slots: FreeSlot[] }>(await call(calls.listFreeInterviewSlots)).slots.map((s) => s.id)).toContain(first);

    const cancelled = await call(calls.cancelInterview, { params: { token } });
    expect(json<FamilyInterview>(cancelled)).toMatchObject({ status: 'cancelled', changeable: false });
    expect(json<{ slots: FreeSlot[] }>(await call(calls.listFreeInterviewSlots)).slots.map((s) => s.id)).toContain(second);
    expect((await call(calls.cancelInterview, { params: { token } })).statusCode).toBe(409);
    // Another family can take the freed time.
    await booked(second);
  });

  it('gives a calendar file: the start in UTC, the title naming the maid', async () => {
    const at = freshTime();
    const { token, interview } = await booked(await openSlot(at), {}, 'ar');
    const res = await call(calls.getInterviewCalendar, { params: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    // RFC 5545: lines folded with CRLF and a space; properties NAME[;params]:value.
    const lines = res.body.replace(/\r\n[ \t]/g, '').split(/\r\n/);
    const prop = (name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(prop('DTSTART')).toBe(at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(prop('SUMMARY')).toContain(interview.maid.name);
    expect(prop('SUMMARY')).toMatch(/مكالمة/);
    expect(prop('STATUS')).toBe('TENTATIVE');
  });
});

describe('the maid is hired before the call', () => {
  it('tells the family at once, with similar maids; after a held call "Hire her" is offered only while she can be offered', async () => {
    const [, maid] = await availableMaids();
    const [slot] = await db().insert(interviewSlots).values({ startsAt: freshTime() }).returning();
    const { token } = await booked(slot!.id, { maidId: maid!.id });
    const id = await idOfToken(token);
    // The call's time has come and gone (moved back in the database), then staff record it as held.
    await db().update(interviewSlots).set({ startsAt: new Date(Date.now() - HOUR) }).where(eq(interviewSlots.id, slot!.id));
    const held = await agent.call(desk.recordInterviewOutcome, { params: { id }, body: { outcome: 'held', note: 'Good English' } });
    expect(held.statusCode, held.body).toBe(200);
    expect(json<FamilyInterview>(await call(calls.getInterview, { params: { token } }))).toMatchObject({ status: 'held', canHire: true, maidTaken: false, similarMaids: [] });

    await db().update(housemaids).set({ status: 'hired' }).where(eq(housemaids.id, maid!.id));
    try {
      const view = json<FamilyInterview>(await call(calls.getInterview, { params: { token } }));
      expect(view).toMatchObject({ canHire: false, maidTaken: true });
      expect(view.similarMaids.length).toBeGreaterThan(0);
      expect(view.similarMaids.map((m) => m.id)).not.toContain(maid!.id);
      // And she cannot be booked any more.
      const again = await book(await openSlot(), { maidId: maid!.id });
      expect(again.statusCode, again.body).toBe(409);
    } finally {
      await db().update(housemaids).set({ status: 'available' }).where(eq(housemaids.id, maid!.id));
    }
  });
});

describe('reminders', () => {
  it('queues each confirmed call its reminder once, two hours before, with the clock moved forward', async () => {
    const at = freshTime();
    const phone = newPhone();
    const { token } = await booked(await openSlot(at), { phone });
    const id = await idOfToken(token);
    const deps = { db: db(), config: t.config, sms: createSmsOutbox(t.app.jobs, t.config), linkKey: deriveKey(loadAppSecret(t.config), 'interview-link'), origin: 'https://maids.example' };
    const reminders = async () => (await textsTo(e164(phone))).filter((s) => s.kind === 'interview-reminder');

    // Not confirmed yet: no reminder even when due.
    await sendInterviewReminders(deps, at.getTime() - HOUR);
    expect(await reminders()).toHaveLength(0);
    expect((await agent.call(desk.confirmInterview, { params: { id } })).statusCode).toBe(200);
    await sendInterviewReminders(deps, at.getTime() - 3 * HOUR);
    expect(await reminders()).toHaveLength(0);
    // Two runs at once and one after: one message.
    await Promise.all([sendInterviewReminders(deps, at.getTime() - 2 * HOUR + 60_000), sendInterviewReminders(deps, at.getTime() - 2 * HOUR + 60_000)]);
    await sendInterviewReminders(deps, at.getTime() - HOUR);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`https://maids.example/interview/${token}`);
    expect((await db().select().from(interviews).where(eq(interviews.id, id)))[0]!.reminderSentAt).not.toBeNull();
  });
});

describe('staff run the calendar', () => {
  it('opens slots in bulk, skipping existing ones, and lists a day with its calls', async () => {
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const body = { days: [day], from: '10:00', to: '12:00', everyMinutes: 30, minutes: 30 };
    const first = await agent.call(desk.openInterviewSlots, { body });
    expect(json(first)).toEqual({ opened: 4, skipped: 0 });
    expect(json(await agent.call(desk.openInterviewSlots, { body: { ...body, to: '13:00' } }))).toEqual({ opened: 2, skipped: 4 });
    const listed = json<{ slots: Array<{ id: number; startsAt: string; calls: StaffInterview[] }> }>(await finance.call(desk.listInterviewDay, { query: { day } }));
    expect(listed.slots.map((s) => s.startsAt)).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00', '08:30'].map((c) => `${day}T${c}:00.000Z`));
    const notADay = await finance.call(desk.listInterviewDay, { query: { day: '2026-02-30' } });
    expect(notADay.statusCode).toBe(400);
    expect(json(notADay).error).toMatch(/day of the calendar/);
    // A sane cap.
    const many = await agent.call(desk.openInterviewSlots, { body: { ...body, days: Array.from({ length: 31 }, (_, i) => new Date(Date.now() + (50 + i) * 86_400_000).toISOString().slice(0, 10)), from: '00:00', to: '23:55', everyMinutes: 5 } });
    expect(many.statusCode).toBe(400);
    expect(json(many).error).toMatch(/at most 500/);
  });

  it('confirms (the family gets the meeting link), declines with a reason, moves, and audits each action', async () => {
    const phone = newPhone();
    const { token } = await booked(await openSlot(), { phone, way: 'video' });
    const id = await idOfToken(token);
    const confirmed = json<StaffInterview>(await agent.call(desk.confirmInterview, { params: { id } }));
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
    expect(json<FamilyInterview>(await call(calls.getInterview, { params: { token } })).meetingUrl).toBe(confirmed.meetingUrl);

    const target = await openSlot();
    const moved = await agent.call(desk.moveInterviewByStaff, { params: { id }, body: { slotId: target } });
    expect(moved.statusCode, moved.body).toBe(200);
    const declined = await agent.call(desk.declineInterview, { params: { id }, body: { reason: 'She is travelling that week' } });
    expect(json<StaffInterview>(declined)).toMatchObject({ status: 'declined', declineReason: 'She is travelling that week' });
    expect(json<FamilyInterview>(await call(calls.getInterview, { params: { token } }))).toMatchObject({ status: 'declined', declineReason: 'She is travelling that week', meetingUrl: null, changeable: false });
    expect((await textsTo(e164(phone))).map((s) => s.kind).sort()).toEqual(['interview-booked', 'interview-confirmed', 'interview-declined', 'interview-moved']);

    const audited = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audited.map((a) => a.action).sort()).toEqual(['interview.confirm', 'interview.decline', 'interview.move']);
  });

  it('will not close a slot with a pending call, nor record an outcome before its time', async () => {
    const slotId = await openSlot();
    const { token } = await booked(slotId);
    const id = await idOfToken(token);
    expect((await agent.call(desk.closeInterviewSlot, { params: { id: String(slotId) } })).statusCode).toBe(409);
    expect((await agent.call(desk.recordInterviewOutcome, { params: { id }, body: { outcome: 'held' } })).statusCode).toBe(409);
    expect((await agent.call(desk.openInterviewSlot, { body: { startsAt: new Date(Date.now() - HOUR).toISOString() } })).statusCode).toBe(400);
  });

  it('lets finance read but not act, refuses editors, and needs the CSRF token', async () => {
    const { token } = await booked(await openSlot());
    const id = await idOfToken(token);
    const day = new Date().toISOString().slice(0, 10);
    expect((await finance.call(desk.listInterviewDay, { query: { day } })).statusCode).toBe(200);
    expect((await finance.call(desk.confirmInterview, { params: { id } })).statusCode).toBe(403);
    expect((await editor.call(desk.listInterviewDay, { query: { day } })).statusCode).toBe(403);
    expect((await editor.call(desk.confirmInterview, { params: { id } })).statusCode).toBe(403);
    expect((await agent.call(desk.confirmInterview, { params: { id }, csrf: false })).statusCode).toBe(403);
    expect((await db().select().from(interviews).where(and(eq(interviews.id, id), inArray(interviews.status, ['requested']))))).toHaveLength(1);
  });
});

describe("a client's data", () => {
  it('exports their calls by their number, and erases the number and the note, keeping the call', async () => {
    const phone = newPhone();
    const [slot] = await db().insert(interviewSlots).values({ startsAt: freshTime() }).returning();
    const { token } = await booked(slot!.id, { phone });
    const id = await idOfToken(token);
    await db().update(interviewSlots).set({ startsAt: new Date(Date.now() - HOUR) }).where(eq(interviewSlots.id, slot!.id));
    expect((await agent.call(desk.recordInterviewOutcome, { params: { id }, body: { outcome: 'family_no_show', note: 'Mrs Khan did not answer' } })).statusCode).toBe(200);
    const scope = { applications: [], applicationIds: [], sessionIds: [], phones: [e164(phone)] };
    const exported = await interviewsPlace.read({ db: db(), bankKey: Buffer.alloc(32), documents: [] }, scope);
    expect(exported).toEqual([expect.objectContaining({ phone: e164(phone), status: 'family_no_show', staffNote: 'Mrs Khan did not answer' })]);
    await db().transaction((tx) => interviewsPlace.erase(tx, scope, new Date()).then(() => undefined));
    const [row] = await db().select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ phone: ERASED_PHONE, staffNote: null, status: 'family_no_show' });
  });
});
