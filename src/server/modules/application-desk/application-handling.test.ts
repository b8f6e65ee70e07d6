import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import type { ApplicationDetail, ApplicationRow } from '../../../shared/api/admin-applications/schemas.js';
import type { Stage } from '../../../shared/application/stages.js';
import { applications, applicationStageChanges, auditLog, housemaids, smsOutbox, staff } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let journey: SampleJourney;
let agent: StaffBrowser;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000', PUBLIC_ORIGIN: 'https://maids.example' });
  journey = await runSampleJourney(t.app, t.database.db);
  const account = await addStaff(t.database.db, 'agent');
  agentId = account.id;
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn(account.email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const setStage = (stage: Stage | null, id = journey.appId) => db().update(applications).set({ stage }).where(eq(applications.id, id));
const stageOf = async (id = journey.appId) => (await db().select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;
const move = (body: Record<string, unknown>, id = journey.appId, who = agent) => who.call(desk.changeApplicationStage, { params: { id }, body });
const stageSms = () => db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'stage-change')));

describe('the end step starts the pipeline', () => {
  it("sets 'submitted' with the submission, and the history's first row is the family's", async () => {
    expect(await stageOf()).toBe('submitted');
    const history = await db().select().from(applicationStageChanges).where(eq(applicationStageChanges.applicationId, journey.appId));
    expect(history).toEqual([expect.objectContaining({ fromStage: null, toStage: 'submitted', staffId: null })]);
  });

  it('keeps the time of every completed step', async () => {
    const res = await agent.call(desk.getAdminApplication, { params: { id: journey.appId } });
    const { timeline } = res.json<{ application: ApplicationDetail }>().application;
    const steps = timeline.filter((e) => e.what === 'step');
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps) expect(step.at, step.detail ?? '').toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });
});

describe('moving the stage', () => {
  beforeEach(() => setStage('submitted'));

  it('moves one stage forward, with its history row and an audit row of before and after', async () => {
    const res = await move({ stage: 'documents_checked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stage: 'documents_checked', stageHistory: expect.arrayContaining([expect.objectContaining({ from: 'submitted', to: 'documents_checked', smsSent: false })]) });
    expect(await stageOf()).toBe('documents_checked');
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'application.stage'), eq(auditLog.subjectId, journey.appId))).orderBy(sql`id desc`).limit(1);
    expect(audit).toMatchObject({ staffId: agentId, before: { stage: 'submitted' }, after: { stage: 'documents_checked', sms: false } });
  });

  it.each([
    ['submitted', 'contract_signed'],
    ['submitted', 'completed'],
    ['contract_signed', 'maid_arrived'],
  ] as const)('refuses %s → %s (a skipped stage) with 409, changing nothing', async (from, to) => {
    await setStage(from);
    const res = await move({ stage: to, reason: 'skip' });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatch(/one stage at a time/);
    expect(await stageOf()).toBe(from);
  });

  it('cancels only with a reason (400 without), from any open stage', async () => {
    await setStage('visa_in_process');
    const bare = await move({ stage: 'cancelled' });
    expect(bare.statusCode).toBe(400);
    expect(json(bare).error).toMatch(/^reason: /);
    expect((await move({ stage: 'cancelled', reason: '   ' })).statusCode).toBe(400);
    expect(await stageOf()).toBe('visa_in_process');
    const done = await move({ stage: 'cancelled', reason: 'The family found a maid elsewhere' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await stageOf()).toBe('cancelled');
  });

  it('gives the maid back to the catalogue when cancelled, and audits it', async () => {
    const [{ maidId }] = (await db().select({ maidId: applications.housemaidId }).from(applications).where(eq(applications.id, journey.appId))) as [{ maidId: number }];
    const maidStatus = async () => (await db().select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, maidId)))[0]!.status;
    await db().update(housemaids).set({ status: 'reserved', reservedUntil: null }).where(eq(housemaids.id, maidId));
    expect((await move({ stage: 'documents_checked' })).statusCode).toBe(200);
    expect(await maidStatus()).toBe('reserved');
    expect((await move({ stage: 'cancelled', reason: 'The family moved abroad' })).statusCode).toBe(200);
    expect(await maidStatus()).toBe('available');
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'application.stage'), eq(auditLog.subjectId, journey.appId))).orderBy(sql`id desc`).limit(1);
    expect(audit!.after).toMatchObject({ stage: 'cancelled', maidReleased: maidId });
  });

  it('goes back one stage with a reason only', async () => {
    await setStage('contract_signed');
    expect((await move({ stage: 'documents_checked' })).statusCode).toBe(400);
    expect((await move({ stage: 'documents_checked', reason: 'Clicked too early' })).statusCode).toBe(200);
    expect(await stageOf()).toBe('documents_checked');
  });

  it.each(['completed', 'cancelled'] as const)('nothing leaves %s (409)', async (final) => {
    await setStage(final);
    const res = await move({ stage: 'submitted', reason: 'reopen' });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatch(/no longer change/);
  });

  it('refuses a not-yet-submitted application with 409 and a clear message', async () => {
    const [maid] = await db().select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
    const started = json<{ id: string }>(await new TestBrowser(t.app).create(maid!.id)).id;
    const res = await move({ stage: 'documents_checked' }, started);
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatch(/not finished this application/);
    expect(await stageOf(started)).toBeNull();
  });

  it('answers 400 for an unknown stage or a too long reason, 404 for an unknown application', async () => {
    expect((await move({ stage: 'shipped' })).statusCode).toBe(400);
    expect((await move({ stage: 'cancelled', reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await move({ stage: 'documents_checked' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the SMS of a stage change', () => {
  beforeEach(() => setStage('contract_signed'));

  it('writes the SMS and its job with the change when asked, with the status page link', async () => {
    const before = (await stageSms()).length;
    const res = await move({ stage: 'visa_in_process', sendSms: true });
    expect(res.statusCode).toBe(200);
    // The answer lists it, masked and without its text, so the desk shows it at once.
    expect(res.json<{ messages: ApplicationDetail['messages'] }>().messages).toContainEqual(expect.objectContaining({ kind: 'stage-change', toPhone: '+9715******67' }));
    expect(res.body).not.toContain('my-application');
    const rows = await stageSms();
    expect(rows).toHaveLength(before + 1);
    const sms = rows.at(-1)!;
    expect(sms.toPhone).toBe('+971501234567');
    expect(sms.body).toContain('Visa in process');
    expect(sms.body).toMatch(new RegExp(`https://maids\\.example/my-application\\?appId=${journey.appId}&t=[\\w.-]+`));
    const { rows: jobs } = await db().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'sms-send' and (data->>'messageId')::bigint = ${sms.id}`);
    expect(jobs[0]!.n).toBe(1);
  });

  it('writes no SMS when not asked', async () => {
    const before = (await stageSms()).length;
    expect((await move({ stage: 'visa_in_process' })).statusCode).toBe(200);
    expect(await stageSms()).toHaveLength(before);
  });

  it('writes no SMS for a refused change', async () => {
    const before = (await stageSms()).length;
    expect((await move({ stage: 'completed', sendSms: true })).statusCode).toBe(409);
    expect(await stageSms()).toHaveLength(before);
  });
});

describe('assignment and notes', () => {
  it('assigns to an active agent or admin, shows it in the detail, and filters "assigned to me"', async () => {
    const list = await agent.call(desk.listApplicationAssignees);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ staff: Array<{ id: string }> }>().staff.map((s) => s.id)).toContain(agentId);
    const assigned = await agent.call(desk.assignApplication, { params: { id: journey.appId }, body: { staffId: agentId } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignee: { id: agentId } });
    const mine = await agent.call(desk.listApplications, { query: { assigned: 'me' } });
    expect(mine.json<{ applications: ApplicationRow[] }>().applications.map((a) => a.id)).toEqual([journey.appId]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'application.assign'), eq(auditLog.subjectId, journey.appId)));
    expect(audit).toMatchObject({ staffId: agentId, before: { assigneeId: null }, after: { assigneeId: agentId } });

    const other = new StaffBrowser(t.app);
    await other.signIn((await addStaff(db(), 'admin')).email);
    expect((await other.call(desk.listApplications, { query: { assigned: 'me' } })).json<{ total: number }>().total).toBe(0);
    expect((await agent.call(desk.assignApplication, { params: { id: journey.appId }, body: { staffId: null } })).json()).toEqual({ assignee: null });
  });

  it('refuses an editor or a disabled account as the assignee (400)', async () => {
    const editor = await addStaff(db(), 'editor');
    const res = await agent.call(desk.assignApplication, { params: { id: journey.appId }, body: { staffId: editor.id } });
    expect(res.statusCode).toBe(400);
    const gone = await addStaff(db(), 'agent');
    await db().update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, gone.id));
    expect((await agent.call(desk.assignApplication, { params: { id: journey.appId }, body: { staffId: gone.id } })).statusCode).toBe(400);
  });

  it('appends notes with author and time, length-limited, audited without their words', async () => {
    const first = await agent.call(desk.addApplicationNote, { params: { id: journey.appId }, body: { text: '  Called the family, all fine.  ' } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await agent.call(desk.addApplicationNote, { params: { id: journey.appId }, body: { text: 'Passport copy is blurry.' } });
    const { notes } = second.json<{ notes: ApplicationDetail['notes'] }>();
    expect(notes.map((n) => n.text)).toEqual(['Called the family, all fine.', 'Passport copy is blurry.']);
    expect(notes[0]!.by).toMatch(/@agency\.example$/);
    expect(notes[0]!.at).toMatch(/^\d{4}-/);
    expect((await agent.call(desk.addApplicationNote, { params: { id: journey.appId }, body: { text: '   ' } })).statusCode).toBe(400);
    expect((await agent.call(desk.addApplicationNote, { params: { id: journey.appId }, body: { text: 'x'.repeat(2001) } })).statusCode).toBe(400);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'application.note'), eq(auditLog.subjectId, journey.appId)));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain('blurry');
  });
});

describe('who may', () => {
  it('editors get 403 on every new call, and nothing changes', async () => {
    const editor = new StaffBrowser(t.app);
    await editor.signIn((await addStaff(db(), 'editor')).email);
    const before = await stageOf();
    const params = { id: journey.appId };
    expect((await editor.call(desk.changeApplicationStage, { params, body: { stage: 'cancelled', reason: 'x' } })).statusCode).toBe(403);
    expect((await editor.call(desk.assignApplication, { params, body: { staffId: null } })).statusCode).toBe(403);
    expect((await editor.call(desk.addApplicationNote, { params, body: { text: 'hi' } })).statusCode).toBe(403);
    expect((await editor.call(desk.listApplicationAssignees)).statusCode).toBe(403);
    expect(await stageOf()).toBe(before);
  });

  it('the changes want the CSRF token', async () => {
    expect((await agent.call(desk.addApplicationNote, { params: { id: journey.appId }, body: { text: 'hi' }, csrf: false })).statusCode).toBe(403);
  });
});
