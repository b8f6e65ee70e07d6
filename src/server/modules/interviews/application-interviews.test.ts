import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminApplication } from '../../../shared/api/admin-applications/contracts.js';
import type { ApplicationDetail } from '../../../shared/api/admin-applications/schemas.js';
import * as desk from '../../../shared/api/admin-interviews/contracts.js';
import type { StaffInterview } from '../../../shared/api/admin-interviews/schemas.js';
import { urlOf } from '../../../shared/api/contract.js';
import { bookInterview } from '../../../shared/api/interviews/contracts.js';
import { housemaids, interviewSlots } from '../../db/schema.js';
import { json } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { CLIENT, runSampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

/** Issue 32, item 5: an application made after an interview shows that interview on the staff application page. */

let t: TestApp;
let agent: StaffBrowser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(db(), 'agent')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;
let nextHour = Math.ceil(Date.now() / HOUR) + 24;

/** A call booked by a family at a newly opened time, as the public page books it; its id. */
async function callWith(maidId: number, phone: string): Promise<{ id: string; slotId: number }> {
  const opened = await agent.call(desk.openInterviewSlot, { body: { startsAt: new Date(nextHour++ * HOUR).toISOString(), minutes: 30 } });
  expect(opened.statusCode, opened.body).toBe(200);
  const slotId = json<{ id: number }>(opened).id;
  const booked = await t.app.inject({ method: 'POST', url: urlOf(bookInterview), payload: { maidId, slotId, way: 'video', phone, language: 'en' } });
  expect(booked.statusCode, booked.body).toBe(200);
  const day = json<{ slots: Array<{ id: number; calls: StaffInterview[] }> }>(
    await agent.call(desk.listInterviewDay, { query: { day: new Date((nextHour - 1) * HOUR + 4 * HOUR).toISOString().slice(0, 10) } }),
  );
  return { id: day.slots.find((s) => s.id === slotId)!.calls[0]!.id, slotId };
}

/** The call's time has come (moved back in the database, as interviews.test.ts does), then staff record it. */
async function held(call: { id: string; slotId: number }, note: string, hoursAgo: number) {
  await db().update(interviewSlots).set({ startsAt: new Date(Date.now() - hoursAgo * HOUR) }).where(eq(interviewSlots.id, call.slotId));
  const res = await agent.call(desk.recordInterviewOutcome, { params: { id: call.id }, body: { outcome: 'held', note } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the staff application page', () => {
  it("shows the interview calls booked from the application's numbers, newest first, and whether they were with its maid; another number's are not shown", async () => {
    const maids = await db().select({ id: housemaids.id, name: housemaids.name }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).limit(2);
    const [hers, other] = maids as [{ id: number; name: string }, { id: number; name: string }];
    // The family talks with another maid from their WhatsApp number, then with her from their mobile...
    const earlier = await callWith(other.id, CLIENT.whatsapp);
    await held(earlier, 'Shy but kind', 3);
    const withHer = await callWith(hers.id, CLIENT.phone);
    await held(withHer, 'Good English, likes children', 1);
    // ...and someone else talks with her from a number of their own.
    const stranger = await callWith(hers.id, '0509990001');

    // Then the family applies for her.
    const { appId } = await runSampleJourney(t.app, db(), { maidId: hers.id });
    const res = await agent.call(getAdminApplication, { params: { id: appId } });
    expect(res.statusCode, res.body).toBe(200);
    const { interviewCalls } = json<{ application: ApplicationDetail }>(res).application;

    expect(interviewCalls.map((c) => c.id)).toEqual([withHer.id, earlier.id]);
    expect(interviewCalls[0]).toMatchObject({ maid: { id: hers.id, name: hers.name }, way: 'video', status: 'held', note: 'Good English, likes children', sameMaid: true });
    expect(interviewCalls[1]).toMatchObject({ maid: { id: other.id, name: other.name }, status: 'held', note: 'Shy but kind', sameMaid: false });
    expect(interviewCalls.map((c) => c.id)).not.toContain(stranger.id);
  });
});
