import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import { getApplicationStatus, getDirectDebitMandate, getDocumentFile, redeemLink } from '../../../shared/api/application/contracts.js';
import type { ApplicationStatus } from '../../../shared/api/application/schemas.js';
import { applications, siteParameters, smsOutbox } from '../../db/schema.js';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { signLink } from './signed-link.js';

let t: TestApp;
let journey: SampleJourney;
let agent: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  journey = await runSampleJourney(t.app, t.database.db);
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const statusAs = (browser: TestBrowser, id = journey.appId) => browser.callAbout(getApplicationStatus, id);
const firstDocument = async () => json<ApplicationStatus>(await statusAs(journey.browser)).documents[0]!;

describe('the status page call', () => {
  it("answers the family's own browser: reference, maid, stage, reached times, visa waits, documents and the mandate", async () => {
    const res = await statusAs(journey.browser);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, journey.appId));
    const status = json<ApplicationStatus>(res);
    expect(status).toMatchObject({ id: journey.appId, reference: row!.reference, stage: 'submitted', cancelReason: null, mandate: true });
    expect(status.housemaid.name).toBeTruthy();
    expect(status.housemaid.posterURL).toMatch(/^\/media\//);
    expect(status.reached).toEqual([{ stage: 'submitted', at: expect.any(String) }]);
    expect(status.visaWaits.map((w) => w.code)).toEqual(['sites_wait_after_paying_visa', 'sites_wait_after_medical_visa', 'sites_wait_after_sending_passport', 'sites_wait_after_visit_center']);
    expect(status.documents.map((d) => d.kind).sort()).toEqual(['emirates_id_back', 'emirates_id_front', 'passport']);
    // Nothing of the bank or the Emirates ID number is on this page.
    expect(res.body).not.toMatch(/AE07|784-1990|iban/i);
  });

  it('shows the stage the desk set, and the reason of a cancellation', async () => {
    await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'documents_checked' } });
    expect(json<ApplicationStatus>(await statusAs(journey.browser)).stage).toBe('documents_checked');
    await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'cancelled', reason: 'The family asked to stop' } });
    expect(json<ApplicationStatus>(await statusAs(journey.browser))).toMatchObject({ stage: 'cancelled', cancelReason: 'The family asked to stop' });
    await t.database.db.update(applications).set({ stage: 'contract_signed' }).where(eq(applications.id, journey.appId));
  });

  it('leaves out a visa wait staff left unset or mistyped', async () => {
    await t.database.db.update(siteParameters).set({ value: 'soon' }).where(eq(siteParameters.code, 'sites_wait_after_medical_visa'));
    const waits = json<ApplicationStatus>(await statusAs(journey.browser)).visaWaits;
    expect(waits.map((w) => w.code)).not.toContain('sites_wait_after_medical_visa');
    expect(waits).toContainEqual({ code: 'sites_wait_after_paying_visa', days: 2 });
    await t.database.db.update(siteParameters).set({ value: '1' }).where(eq(siteParameters.code, 'sites_wait_after_medical_visa'));
  });
});

describe('nobody else', () => {
  it('another browser gets 404 on the page call, the documents and the mandate', async () => {
    const stranger = new TestBrowser(t.app);
    // Even knowing the family's sessionId: the grant is bound to their cookie.
    const knowing = new TestBrowser(t.app, journey.browser.sessionId);
    const doc = await firstDocument();
    for (const other of [stranger, knowing]) {
      expect((await statusAs(other)).statusCode).toBe(404);
      expect((await other.callAbout(getDocumentFile, journey.appId, { params: { docId: doc.id } })).statusCode).toBe(404);
      expect((await other.callAbout(getDirectDebitMandate, journey.appId)).statusCode).toBe(404);
    }
  });

  it('a guessed id or the reference in place of the id gets 404', async () => {
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, journey.appId));
    expect((await statusAs(journey.browser, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await statusAs(journey.browser, row!.reference)).statusCode).toBe(404);
    expect((await statusAs(new TestBrowser(t.app), row!.reference)).statusCode).toBe(404);
  });

  it('an expired or forged link opens nothing: 404 on the link, the page and the documents', async () => {
    const key = deriveKey(loadAppSecret(t.config), 'link-signing');
    const phone = new TestBrowser(t.app);
    const expired = signLink(key, { applicationId: journey.appId, purpose: 'phone', nonce: 'old', expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expect((await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token: expired } })).statusCode).toBe(404);
    expect((await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token: `${expired}x` } })).statusCode).toBe(404);
    expect((await statusAs(phone)).statusCode).toBe(404);
    expect((await phone.callAbout(getDocumentFile, journey.appId, { params: { docId: (await firstDocument()).id } })).statusCode).toBe(404);
  });

  it('the link of the stage SMS opens the page and the documents on the phone that opens it, and on no other', async () => {
    const changed = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'visa_in_process', sendSms: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    const [sms] = await t.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'stage-change')));
    const token = new URL(/https?:\/\/\S+/.exec(sms!.body)![0]).searchParams.get('t')!;
    const phone = new TestBrowser(t.app);
    expect((await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token } })).statusCode).toBe(200);
    expect(json<ApplicationStatus>(await statusAs(phone)).stage).toBe('visa_in_process');
    expect((await phone.callAbout(getDocumentFile, journey.appId, { params: { docId: (await firstDocument()).id } })).statusCode).toBe(200);
    const thief = new TestBrowser(t.app);
    expect((await thief.call(redeemLink, { body: { sessionId: thief.sessionId, token } })).statusCode).toBe(404);
    expect((await statusAs(thief)).statusCode).toBe(404);
  });
});
