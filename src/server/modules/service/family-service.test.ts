import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import * as calls from '../../../shared/api/service/contracts.js';
import type { CancellationQuote, FamilyService } from '../../../shared/api/service/schemas.js';
import type { Stage } from '../../../shared/application/stages.js';
import { addCalendarDays, dubaiDayOf, dueDay } from '../../../shared/service/clocks.js';
import { nextDebitDay } from '../../../shared/service/debits.js';
import { DEFAULT_SERVICE_TERMS } from '../../../shared/service/terms.js';
import { applications, housemaids, serviceRequests, services, smsOutbox } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { readData } from '../application/application-data.js';
import * as money from '../../../shared/api/admin-money/contracts.js';
import type { StaffStatement } from '../../../shared/api/admin-money/schemas.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { createFamilyService, NO_SERVICE, NOT_ACTIVE, MAID_TAKEN, REPLACEMENT_OPEN } from './family-service.js';
import { SERVICE_HAS_REQUESTS, SERVICE_RUNS } from './service-start.js';

let t: TestApp;
let agent: StaffBrowser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  const account = await addStaff(db(), 'agent');
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn(account.email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const move = async (appId: string, stage: Stage) => {
  const res = await agent.call(desk.changeApplicationStage, { params: { id: appId }, body: { stage, reason: 'a click made too early' } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** A submitted application walked by the desk to "maid arrived". */
async function arrived(): Promise<SampleJourney> {
  const journey = await runSampleJourney(t.app, db());
  for (const stage of ['documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'] as const) await move(journey.appId, stage);
  return journey;
}

const key = () => randomUUID().replaceAll('-', '');
const serviceOf = (j: SampleJourney) => j.browser.callAbout(calls.getFamilyService, j.appId);
const anotherAvailableMaid = async () =>
  (await db().select({ id: housemaids.id }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).limit(1))[0]!.id;

describe('the service starts when the maid arrives', () => {
  let journey: SampleJourney;
  beforeAll(async () => {
    journey = await runSampleJourney(t.app, db());
  });

  it('is not there before: My maid answers 404 with a sentence', async () => {
    const res = await serviceOf(journey);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toBe(NO_SERVICE);
  });

  it('starts at "maid arrived" with the price the family signed for, the next debit, and her hired', async () => {
    for (const stage of ['documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'] as const) await move(journey.appId, stage);
    const res = await serviceOf(journey);
    expect(res.statusCode, res.body).toBe(200);
    const service = json<FamilyService>(res);
    const [row] = await db().select().from(applications).where(eq(applications.id, journey.appId));
    const values = readData(row!.data).values;
    const today = dubaiDayOf(Date.now());
    expect(service.status).toBe('active');
    expect(service.maid.id).toBe(row!.housemaidId);
    expect(service.startedOn).toBe(today);
    expect(service.monthlyTotalFils).toBe(values.quote!.monthlyTotalFils);
    expect(service.nextDebit).toEqual({ day: nextDebitDay(values.debitStartDate!, today), amountFils: values.quote!.monthlyTotalFils });
    expect(service.timeline.map((e) => e.kind)).toEqual(['started']);
    const [maid] = await db().select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, row!.housemaidId));
    expect(maid!.status).toBe('hired');
  });

  it('keeps running when the desk tries to cancel the application: the refund goes through the service\'s own cancellation', async () => {
    const res = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'cancelled', reason: 'family left' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(SERVICE_RUNS);
    expect(json<FamilyService>(await serviceOf(journey)).status).toBe('active');
  });

  it('goes away with one stage back while the family has asked nothing, and comes back forward', async () => {
    await move(journey.appId, 'visa_in_process');
    expect((await serviceOf(journey)).statusCode).toBe(404);
    await move(journey.appId, 'maid_arrived');
    expect((await serviceOf(journey)).statusCode).toBe(200);
  });

  it('is not the business of another browser, a guessed id or a spouse-less stranger: 404 on every call', async () => {
    const stranger = new TestBrowser(t.app);
    for (const contract of [calls.getFamilyService, calls.getCancellationQuote]) {
      expect((await stranger.callAbout(contract, journey.appId)).statusCode).toBe(404);
      expect((await journey.browser.callAbout(contract, randomUUID())).statusCode).toBe(404);
    }
    const asked = await stranger.callAbout(calls.requestReplacement, journey.appId, { body: { idempotencyKey: key(), reason: 'skills', newMaidId: null } });
    expect(asked.statusCode).toBe(404);
    expect(await db().select().from(serviceRequests)).toHaveLength(0);
  });
});

describe('a replacement', () => {
  let journey: SampleJourney;
  beforeAll(async () => {
    journey = await arrived();
  });

  it('holds the maid the family chose, is due by the agency\'s working days, and is confirmed by SMS', async () => {
    const chosen = await anotherAvailableMaid();
    const body = { idempotencyKey: key(), reason: 'language', details: 'We need English', newMaidId: chosen };
    const asked = await journey.browser.callAbout(calls.requestReplacement, journey.appId, { body });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = json<FamilyService>(asked).requests;
    expect(request).toMatchObject({ kind: 'replacement', status: 'open', reason: 'language', chosenBy: 'family', newMaid: { id: chosen } });
    expect(request!.dueDay).toBe(dueDay(Date.now(), DEFAULT_SERVICE_TERMS.replacement, new Set()));
    const [maid] = await db().select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, chosen));
    expect(maid!.status).toBe('reserved');
    const texts = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-replacement')));
    expect(texts).toHaveLength(1);

    // Sent again (a double tap, a retry): still one request, one SMS.
    const again = await journey.browser.callAbout(calls.requestReplacement, journey.appId, { body });
    expect(again.statusCode).toBe(200);
    expect(json<FamilyService>(again).requests).toHaveLength(1);
    expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-replacement')))).toHaveLength(1);
  });

  it('is one at a time: a second one while the first is open is refused with a sentence', async () => {
    const res = await journey.browser.callAbout(calls.requestReplacement, journey.appId, { body: { idempotencyKey: key(), reason: 'other', newMaidId: null } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(REPLACEMENT_OPEN);
  });

  it('keeps the service from going back before "maid arrived"', async () => {
    const res = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'visa_in_process', reason: 'oops' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(SERVICE_HAS_REQUESTS);
  });

  it('refuses a maid another family holds, keeping nothing', async () => {
    const other = await arrived();
    const [held] = await db().select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'reserved')).limit(1);
    const res = await other.browser.callAbout(calls.requestReplacement, other.appId, { body: { idempotencyKey: key(), reason: 'skills', newMaidId: held!.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(MAID_TAKEN);
    expect(json<FamilyService>(await serviceOf(other)).requests).toEqual([]);
  });

  it('refuses a reason that is not on the list, and text past 1,000 characters, with a message', async () => {
    const other = await arrived();
    const bad = await other.browser.callAbout(calls.requestReplacement, other.appId, { body: { idempotencyKey: key(), reason: 'bored', newMaidId: null } });
    expect(bad.statusCode).toBe(400);
    const long = await other.browser.callAbout(calls.reportProblem, other.appId, { body: { idempotencyKey: key(), category: 'maid', details: 'x'.repeat(1_001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toContain('1,000 characters');
  });
});

describe('a cancellation', () => {
  let journey: SampleJourney;
  beforeAll(async () => {
    journey = await arrived();
  });

  const codeSent = async () => {
    const [text] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-cancel-code')));
    return /\b(\d{6})\b/.exec(text!.body)![1]!;
  };

  it('shows its last day, the last debit, the refund by the rule and the day it is paid by, then takes a code', async () => {
    const quote = json<CancellationQuote>(await journey.browser.callAbout(calls.getCancellationQuote, journey.appId));
    const today = dubaiDayOf(Date.now());
    expect(quote.refundBy).toBe(dueDay(Date.now(), { days: 14, count: 'calendar' }, new Set()));
    expect(quote.refund.netFils + quote.refund.vatFils).toBe(quote.refund.totalFils);
    expect(quote.endsOn > today).toBe(true);

    const sent = await journey.browser.callAbout(calls.sendCancellationCode, journey.appId);
    expect(sent.statusCode, sent.body).toBe(200);
    const wrong = await journey.browser.callAbout(calls.cancelService, journey.appId, { body: { code: (Number(await codeSent()) + 1).toString().padStart(6, '0').slice(-6) } });
    expect(wrong.statusCode).toBe(400);
    expect(json<FamilyService>(await serviceOf(journey)).status).toBe('active');

    const done = await journey.browser.callAbout(calls.cancelService, journey.appId, { body: { code: await codeSent() } });
    expect(done.statusCode, done.body).toBe(200);
    const service = json<FamilyService>(done);
    expect(service.status).toBe('cancelled');
    expect(service.nextDebit).toBeNull();
    expect(service.endsOn).toBe(quote.endsOn);
    expect(service.requests).toEqual([expect.objectContaining({ kind: 'cancellation', refundTotalFils: quote.refund.totalFils, dueDay: quote.refundBy })]);
    const [row] = await db().select().from(services).where(eq(services.applicationId, journey.appId));
    expect(row!.debitsStoppedAt).not.toBeNull();
    expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-cancelled')))).toHaveLength(1);
  });

  it('twice is one cancellation', async () => {
    const again = await journey.browser.callAbout(calls.cancelService, journey.appId, { body: { code: '000000' } });
    expect(again.statusCode).toBe(200);
    expect(json<FamilyService>(again).requests.filter((r) => r.kind === 'cancellation')).toHaveLength(1);
  });

  it('leaves nothing more to ask of the service: a request answers 409 with what to do', async () => {
    const res = await journey.browser.callAbout(calls.reportProblem, journey.appId, { body: { idempotencyKey: key(), category: 'payment', details: 'A debit after cancelling?' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(NOT_ACTIVE);
  });
});

describe('a staff price change', () => {
  it('is the monthly amount and the next debit on My maid from its day, not before', async () => {
    const journey = await arrived();
    const finance = new StaffBrowser(t.app);
    expect((await finance.signIn((await addStaff(db(), 'finance')).email)).statusCode).toBe(200);
    const { earliestPriceChange: from } = json<StaffStatement>(await finance.call(money.getApplicationStatement, { params: { id: journey.appId } }));
    const changed = await finance.call(money.changeMonthlyPrice, { params: { id: journey.appId }, body: { monthlyFeeFils: 400_000, effectiveFrom: from, noticeOn: dubaiDayOf(Date.now()) } });
    expect(changed.statusCode, changed.body).toBe(200);
    const family = createFamilyService({ db: db(), config: t.config, keys: { cookieKey: Buffer.alloc(32), bankKey: Buffer.alloc(32), linkKey: Buffer.alloc(32), otpKey: Buffer.alloc(32) } }, createSmsOutbox(t.app.jobs, t.config));
    const caller = { applicationId: journey.appId, role: 'owner' as const, sessionId: 'test' };
    const noon = (day: string) => Date.parse(`${day}T12:00:00+04:00`);
    const before = await family.view(caller, noon(addCalendarDays(from, -40)));
    const dayBefore = await family.view(caller, noon(addCalendarDays(from, -1)));
    const after = await family.view(caller, noon(from));
    expect(before.nextDebit!.amountFils).not.toBe(420_000);
    expect(dayBefore.nextDebit).toEqual({ day: from, amountFils: 420_000 });
    expect(dayBefore.monthlyTotalFils).toBe(before.monthlyTotalFils);
    expect(after.monthlyTotalFils).toBe(420_000);
  });
});
