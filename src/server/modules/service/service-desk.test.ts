import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import * as admin from '../../../shared/api/admin-service/contracts.js';
import type { ServiceRequestDetail, ServiceRequestRow } from '../../../shared/api/admin-service/schemas.js';
import * as calls from '../../../shared/api/service/contracts.js';
import type { CancellationQuote, FamilyService } from '../../../shared/api/service/schemas.js';
import { addCalendarDays, addWorkingDays, dubaiDayOf } from '../../../shared/service/clocks.js';
import { auditLog, housemaids, serviceRequests, services, smsOutbox } from '../../db/schema.js';
import { json } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { markOverdue } from './overdue-job.js';
import { MAID_NOT_AVAILABLE, NO_ARRIVAL_DAY } from './service-desk.js';

let t: TestApp;
let agent: StaffBrowser;
let boss: StaffBrowser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  agent = new StaffBrowser(t.app);
  boss = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(db(), 'agent')).email)).statusCode).toBe(200);
  expect((await boss.signIn((await addStaff(db(), 'admin')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

async function arrived(): Promise<SampleJourney> {
  const journey = await runSampleJourney(t.app, db());
  for (const stage of ['documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'] as const) {
    expect((await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage } })).statusCode).toBe(200);
  }
  return journey;
}
const key = () => randomUUID().replaceAll('-', '');
const availableMaid = async () => (await db().select({ id: housemaids.id }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).limit(1))[0]!.id;
const statusOf = async (id: number) => (await db().select({ status: housemaids.status, hidden: housemaids.hidden }).from(housemaids).where(eq(housemaids.id, id)))[0]!;
const inbox = async (query: Record<string, string> = {}) => json<{ requests: ServiceRequestRow[] }>(await agent.call(admin.listServiceRequests, { query })).requests;
const act = (contract: Parameters<StaffBrowser['call']>[0], id: string, body: object, who = agent) => who.call(contract, { params: { id }, body });

async function cancelled(journey: SampleJourney) {
  const quote = json<CancellationQuote>(await journey.browser.callAbout(calls.getCancellationQuote, journey.appId));
  await journey.browser.callAbout(calls.sendCancellationCode, journey.appId);
  const [text] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-cancel-code')));
  const done = await journey.browser.callAbout(calls.cancelService, journey.appId, { body: { code: /\b(\d{6})\b/.exec(text!.body)![1] } });
  expect(done.statusCode, done.body).toBe(200);
  return { quote, request: json<FamilyService>(done).requests.find((r) => r.kind === 'cancellation')! };
}

describe('a replacement, from the family\'s request to the new maid at home', () => {
  let journey: SampleJourney;
  let requestId: string;
  let firstMaid: number;
  beforeAll(async () => {
    journey = await arrived();
    const asked = await journey.browser.callAbout(calls.requestReplacement, journey.appId, { body: { idempotencyKey: key(), reason: 'attitude', newMaidId: null } });
    const service = json<FamilyService>(asked);
    firstMaid = service.maid.id;
    requestId = service.requests[0]!.id;
  });

  it('is in the inbox with its due day, its family and maid, open', async () => {
    const row = (await inbox()).find((r) => r.id === requestId)!;
    expect(row).toMatchObject({ kind: 'replacement', status: 'open', overdue: false, application: { id: journey.appId }, maid: { id: firstMaid }, newMaid: null });
    expect(row.dueDay).toBe(addWorkingDays(dubaiDayOf(Date.now()), 5, new Set()));
    expect((await inbox({ q: row.application.reference })).map((r) => r.id)).toEqual([requestId]);
  });

  it('takes only an available maid as the agency\'s proposal, and holds her', async () => {
    const [held] = await db().select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'hired')).limit(1);
    const refused = await act(admin.proposeReplacementMaid, requestId, { maidId: held!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe(MAID_NOT_AVAILABLE);
    const chosen = await availableMaid();
    const res = await act(admin.proposeReplacementMaid, requestId, { maidId: chosen });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ServiceRequestDetail>(res).request).toMatchObject({ newMaid: { id: chosen }, chosenBy: 'agency' });
    expect((await statusOf(chosen)).status).toBe('reserved');
  });

  it('needs her arrival day before she can be marked arrived; the family is texted the day and confirms it', async () => {
    const early = await act(admin.markReplacementArrived, requestId, { previousMaid: 'catalogue' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe(NO_ARRIVAL_DAY);
    const day = addCalendarDays(dubaiDayOf(Date.now()), 2);
    expect((await act(admin.setReplacementArrival, requestId, { day, sendSms: true })).statusCode).toBe(200);
    expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-arrival')))).toHaveLength(1);
    const confirmed = await journey.browser.callAbout(calls.confirmReplacementArrival, journey.appId, { params: { requestId } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<FamilyService>(confirmed).requests[0]!.familyConfirmedAt).not.toBeNull();
  });

  it('marked arrived: she serves the family, the first maid is back in the catalogue, the request is done, all audited', async () => {
    const res = await act(admin.markReplacementArrived, requestId, { previousMaid: 'catalogue' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<ServiceRequestDetail>(res);
    expect(detail.request.status).toBe('done');
    const service = json<FamilyService>(await journey.browser.callAbout(calls.getFamilyService, journey.appId));
    expect(service.maid.id).toBe(detail.request.newMaid!.id);
    expect(service.maidSince).toBe(dubaiDayOf(Date.now()));
    expect(await statusOf(firstMaid)).toEqual({ status: 'available', hidden: false });
    expect((await statusOf(service.maid.id)).status).toBe('hired');
    const audited = await db().select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.subjectId, requestId), like(auditLog.action, 'service.%')));
    expect(audited.map((a) => a.action).sort()).toEqual(['service.arrival-set', 'service.new-maid', 'service.replaced']);
    expect(detail.timeline.map((e) => e.kind)).toEqual(['started', 'replacement-asked', 'new-maid', 'arrival-set', 'arrival-confirmed', 'replaced']);
  });

  it("shows the family its story, not the desk's: no owner, no staff id, no staff words", async () => {
    await act(admin.assignServiceRequest, requestId, { staffId: null });
    const service = json<FamilyService>(await journey.browser.callAbout(calls.getFamilyService, journey.appId));
    expect(service.timeline.map((e) => e.kind)).toEqual(['started', 'replacement-asked', 'new-maid', 'arrival-set', 'arrival-confirmed', 'replaced']);
    expect(service.timeline.find((e) => e.kind === 'replaced')!.detail).toEqual({});
    expect(JSON.stringify(service.timeline)).not.toMatch(/staff|previousMaid|maidId|from|to"/);
  });

  it('wants the CSRF token and an agent or admin', async () => {
    expect((await agent.call(admin.assignServiceRequest, { params: { id: requestId }, body: { staffId: null }, csrf: false })).statusCode).toBe(403);
    const editor = new StaffBrowser(t.app);
    await editor.signIn((await addStaff(db(), 'editor')).email);
    expect((await editor.call(admin.listServiceRequests)).statusCode).toBe(403);
  });
});

describe('the inbox', () => {
  it('lists 50, what falls due first, and says when there are more', async () => {
    const journey = await arrived();
    const [service] = await db().select({ id: services.id }).from(services).where(eq(services.applicationId, journey.appId));
    const today = dubaiDayOf(Date.now());
    await db()
      .insert(serviceRequests)
      .values(Array.from({ length: 60 }, (_, i) => ({ serviceId: service!.id, kind: 'problem' as const, reason: 'other', dueDay: addCalendarDays(today, 100 + (i % 30)), idempotencyKey: `inbox-${i}-0123456789` })));
    const res = json<{ requests: ServiceRequestRow[]; more: boolean }>(await agent.call(admin.listServiceRequests, { query: { kind: 'problem' } }));
    expect(res.requests).toHaveLength(50);
    expect(res.more).toBe(true);
    const days = res.requests.map((r) => r.dueDay);
    expect(days).toEqual([...days].sort());
    const few = json<{ requests: ServiceRequestRow[]; more: boolean }>(await agent.call(admin.listServiceRequests, { query: { kind: 'cancellation' } }));
    expect(few.more).toBe(false);
  });
});

describe('a refund', () => {
  it('recorded by an agent is at most what the rule computed; more needs an admin; it closes the cancellation', async () => {
    const journey = await arrived();
    const { quote, request } = await cancelled(journey);
    expect(request.refundTotalFils).toBe(quote.refund.totalFils);
    const tooMuch = await act(admin.recordRefund, request.id, { amountFils: quote.refund.totalFils + 100, method: 'bank_transfer', reference: 'TRX-1', sendSms: false });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json<{ error: string }>().error).toContain('The refund due is AED');
    const paid = await act(admin.recordRefund, request.id, { amountFils: quote.refund.totalFils + 100, method: 'bank_transfer', reference: 'TRX-1', sendSms: true }, boss);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<ServiceRequestDetail>(paid).request).toMatchObject({ status: 'done', refundPaidFils: quote.refund.totalFils + 100, refundMethod: 'bank_transfer', refundReference: 'TRX-1' });
    expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-refund')))).toHaveLength(1);
  });
});

describe('overdue', () => {
  it('with the clock moved past the due day, the daily job marks it once and the inbox lists it as overdue', async () => {
    const journey = await arrived();
    const problem = json<FamilyService>(await journey.browser.callAbout(calls.reportProblem, journey.appId, { body: { idempotencyKey: key(), category: 'maid', details: 'She has not eaten for two days' } })).requests[0]!;
    expect((await inbox({ overdue: 'true' })).map((r) => r.id)).not.toContain(problem.id);
    const later = Date.parse(`${addCalendarDays(problem.dueDay, 1)}T08:00:00+04:00`);
    expect(await markOverdue(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await markOverdue(db(), later)).toBe(0);
    const rows = await inbox({ overdue: 'true' });
    expect(rows.find((r) => r.id === problem.id)).toMatchObject({ overdue: true });
    expect(rows.every((r) => r.overdue)).toBe(true);
    const detail = json<ServiceRequestDetail>(await agent.call(admin.getServiceRequest, { params: { id: problem.id } }));
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'overdue', detail: { dueDay: problem.dueDay } });
  });
});

describe('the terms', () => {
  it('are the admin\'s to change, never past the law\'s 14 refund days, and the next requests follow them', async () => {
    const body = { replacementDays: 3, replacementCount: 'calendar', cancelNoticeDays: 0, refundRule: 'daily', refundDays: 15 };
    expect((await agent.call(admin.updateServiceTerms, { body: { ...body, refundDays: 7 } })).statusCode).toBe(403);
    const tooLong = await boss.call(admin.updateServiceTerms, { body });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toContain('14 calendar days at most');
    expect((await boss.call(admin.updateServiceTerms, { body: { ...body, refundDays: 7 } })).statusCode).toBe(200);

    const journey = await arrived();
    const asked = json<FamilyService>(await journey.browser.callAbout(calls.requestReplacement, journey.appId, { body: { idempotencyKey: key(), reason: 'health', newMaidId: null } }));
    expect(asked.requests[0]!.dueDay).toBe(addCalendarDays(dubaiDayOf(Date.now()), 3));
    const quote = json<CancellationQuote>(await journey.browser.callAbout(calls.getCancellationQuote, journey.appId));
    expect(quote.refundBy).toBe(addCalendarDays(dubaiDayOf(Date.now()), 7));
  });

  it('count the public holidays staff add on a working-day clock', async () => {
    const today = dubaiDayOf(Date.now());
    const holiday = addWorkingDays(today, 1, new Set());
    await boss.call(admin.updateServiceTerms, { body: { replacementDays: 1, replacementCount: 'working', cancelNoticeDays: 0, refundRule: 'daily', refundDays: 14 } });
    expect((await boss.call(admin.setPublicHoliday, { body: { day: holiday, name: 'National Day' } })).statusCode).toBe(200);
    const journey = await arrived();
    const asked = json<FamilyService>(await journey.browser.callAbout(calls.requestReplacement, journey.appId, { body: { idempotencyKey: key(), reason: 'health', newMaidId: null } }));
    expect(asked.requests[0]!.dueDay).toBe(addWorkingDays(today, 1, new Set([holiday])));
    expect((await boss.call(admin.removePublicHoliday, { params: { day: holiday } })).statusCode).toBe(200);
  });
});
