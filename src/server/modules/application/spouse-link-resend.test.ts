import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import { getApplicationStatus, redeemLink, sendSpouseLinkAgain } from '../../../shared/api/application/contracts.js';
import { NO_SPOUSE_LINK, SENT_JUST_NOW, SPOUSE_SIGNED } from '../../../shared/application/spouse-link.js';
import { applicationLinks, applications, auditLog, housemaids, smsOutbox } from '../../db/schema.js';
import { json, signature, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { SPOUSE_PHONE, submittedBeforeTheSpouseSigns } from '../../test/spouse-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let maidIds: number[] = [];
let agent: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000', SIGN_IN_DELAY_MS: '0', PUBLIC_ORIGIN: 'https://maids.example' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(6);
  maidIds = rows.map((r) => r.id);
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The signing link's last message is older than the minute between two sends. */
const ageSpouseLinks = (appId: string) =>
  t.database.db.update(applicationLinks).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(applicationLinks.applicationId, appId));

async function spouseMessages(appId: string) {
  return t.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.applicationId, appId), eq(smsOutbox.kind, 'spouse-sign-link')))
    .orderBy(desc(smsOutbox.id));
}

describe("the spouse's signing link, sent again", () => {
  it('the family sends it again from /my-application: a new link to the spouse, which signs the submitted application', async () => {
    const { client, appId } = await submittedBeforeTheSpouseSigns(t.app, maidIds.shift()!);
    const status = await client.callAbout(getApplicationStatus, appId);
    expect(json(status)).toMatchObject({ stage: 'submitted', spouseLink: { toPhone: '+9715******77', signed: false } });

    const tooSoon = await client.callAbout(sendSpouseLinkAgain, appId);
    expect(tooSoon.statusCode).toBe(429);
    expect(json(tooSoon).error).toBe(SENT_JUST_NOW);

    await ageSpouseLinks(appId);
    const again = await client.callAbout(sendSpouseLinkAgain, appId);
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again)).toMatchObject({ toPhone: '+9715******77' });
    const [latest, first] = await spouseMessages(appId);
    expect(latest!.toPhone).toBe(SPOUSE_PHONE);
    expect(latest!.body).not.toBe(first!.body);
    const link = new URL(latest!.body.slice(latest!.body.indexOf('https://')));
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ appId, step: 'SIGN_MONTHLY_PAYMENTS', forSignOnly: 'true' });

    // The spouse signs after the family submitted; the application stays where the desk has it.
    const spouse = new TestBrowser(t.app);
    expect((await spouse.call(redeemLink, { body: { sessionId: spouse.sessionId, token: link.searchParams.get('t') } })).statusCode).toBe(200);
    for (const i of [1, 2, 3]) {
      const signed = await spouse.submit(appId, 'SIGN_MONTHLY_PAYMENTS', { signatureIndex: i, signature: signature() });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ signedBySpouse: true, status: 'submitted', stage: 'submitted', currentStep: 'END_WORK_FLOW' });
    expect(json(await client.callAbout(getApplicationStatus, appId))).toMatchObject({ spouseLink: { signed: true } });

    await ageSpouseLinks(appId);
    const signedAlready = await client.callAbout(sendSpouseLinkAgain, appId);
    expect(signedAlready.statusCode).toBe(409);
    expect(json(signedAlready).error).toBe(SPOUSE_SIGNED);
    // The spouse's own link and a stranger cannot send it.
    expect((await spouse.callAbout(sendSpouseLinkAgain, appId)).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).callAbout(sendSpouseLinkAgain, appId)).statusCode).toBe(404);
  });

  it('is refused where no spouse was sent a link', async () => {
    const client = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await client.create(maidIds.shift()!)).id;
    const refused = await client.callAbout(sendSpouseLinkAgain, appId);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toBe(NO_SPOUSE_LINK);
    expect(json(await client.callAbout(getApplicationStatus, appId))).toMatchObject({ spouseLink: null });
  });

  it('staff send it again from the desk, and the audit trail says who', async () => {
    const { appId } = await submittedBeforeTheSpouseSigns(t.app, maidIds.shift()!);
    const tooSoon = await agent.call(desk.resendSpouseLink, { params: { id: appId } });
    expect(tooSoon.statusCode).toBe(429);
    await ageSpouseLinks(appId);
    const withoutCsrf = await agent.call(desk.resendSpouseLink, { params: { id: appId }, csrf: false });
    expect(withoutCsrf.statusCode).toBe(403);

    const sent = await agent.call(desk.resendSpouseLink, { params: { id: appId } });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = json<{ toPhone: string; messages: Array<{ kind: string }> }>(sent);
    expect(body.toPhone).toBe('+9715******77');
    expect(body.messages.filter((m) => m.kind === 'spouse-sign-link')).toHaveLength(2);
    expect(await spouseMessages(appId)).toHaveLength(2);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'application.spouse-link-resend'), eq(auditLog.subjectId, appId)));
    expect(audit).toHaveLength(1);
    // A refused resend writes nothing: no message, no audit row.
    const again = await agent.call(desk.resendSpouseLink, { params: { id: appId } });
    expect(again.statusCode).toBe(429);
    expect(await spouseMessages(appId)).toHaveLength(2);
  });
});
