import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalDayRange } from '../../../shared/application/arrival-dates.js';
import { housemaids, smsOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { getApplication, getAppInfo, getDirectDebitMandate, redeemLink, sendSms } from '../../../shared/api/application/contracts.js';
import { GOOD_IBAN, jpegBytes, json, signature, TestBrowser } from '../../test/application.js';
import { signLink } from './signed-link.js';

let t: TestApp;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000', PUBLIC_ORIGIN: 'https://maids.example' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(10);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

async function lastSms(applicationId: string) {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, applicationId)).orderBy(desc(smsOutbox.id)).limit(1);
  return row!;
}
const tokenOf = (body: string) => new URL(body.slice(body.indexOf('https://'))).searchParams.get('t')!;

describe('SEND_SMS on desktop: the phone continues', () => {
  it('sends a signed link through the outbox; the phone opens it once, a replay or forgery gets 404', async () => {
    const desktop = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await desktop.create(maidIds.shift()!, { mobile: false })).id;
    const sms = (phone: string) =>
      desktop.callAbout(sendSms, appId, {
        body: { mobile: false, phone, maidId: 5, additionalQueryParams: { lang: 'ar', journeyId: 'j-1', CC_EVENT: 'summer', evil: 'x' } },
      });
    const foreign = await sms('+44 7700 900123');
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).error).toMatch(/^phone: Enter a UAE mobile number/);

    const sent = await sms('050 111 2233');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent)).toMatchObject({ sent: true, purpose: 'phone', toPhone: '+971501112233', application: { currentStep: 'SMS_SENT' } });
    expect(json<{ whatsappShareUrl: string }>(sent).whatsappShareUrl).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const message = await lastSms(appId);
    expect(message.toPhone).toBe('+971501112233');
    // The application's reference, as on the thank-you page and the PDFs.
    expect(message.body).toContain(` ${json<{ application: { reference: string } }>(sent).application.reference} `);
    const link = new URL(message.body.slice(message.body.indexOf('https://')));
    expect(link.origin + link.pathname).toBe('https://maids.example/app');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ appId, maidId: '5', journeyId: 'j-1', CC_EVENT: 'summer' });
    expect(link.searchParams.has('evil')).toBe(false);
    // The link opens in the language its message is written in (English here, the browser's), not a carried one.
    expect(link.searchParams.has('lang')).toBe(false);

    const phone = new TestBrowser(t.app);
    const forged = tokenOf(message.body).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forgedResponse = await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token: forged } });
    expect(forgedResponse.statusCode).toBe(404);
    expect(json(forgedResponse).error).toMatch(/not valid/);

    const opened = await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token: tokenOf(message.body) } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json(opened)).toMatchObject({ id: appId, role: 'phone', currentStep: 'REQUIRED_DOCUMENTS' });
    // Opening it again on the same phone is fine; on another it is a replay.
    const reopened = await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token: tokenOf(message.body) } });
    expect(reopened.statusCode).toBe(200);
    const thief = new TestBrowser(t.app);
    const replay = await thief.call(redeemLink, { body: { sessionId: thief.sessionId, token: tokenOf(message.body) } });
    expect(replay.statusCode).toBe(404);
    expect(json(replay).error).toMatch(/already been opened on another phone/);
    expect((await thief.callAbout(getApplication, appId)).statusCode).toBe(404);

    // The phone continues where the desktop stopped.
    expect((await phone.upload(appId, 'passport', jpegBytes())).statusCode).toBe(200);
  });
});

describe('signed links', () => {
  it('refuses an expired link and a well-signed link whose nonce was never issued', async () => {
    const owner = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await owner.create(maidIds.shift()!, { mobile: false })).id;
    const key = deriveKey(loadAppSecret(t.config), 'link-signing');
    const phone = new TestBrowser(t.app);
    const redeem = (token: string) => phone.call(redeemLink, { body: { sessionId: phone.sessionId, token } });
    const expired = signLink(key, { applicationId: appId, purpose: 'phone', nonce: 'n1', expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expect(json(await redeem(expired)).error).toMatch(/expired/);
    const unissued = signLink(key, { applicationId: appId, purpose: 'spouse', nonce: 'never-sent', expiresAt: Math.floor(Date.now() / 1000) + 600 });
    const response = await redeem(unissued);
    expect(response.statusCode).toBe(404);
    expect((await phone.callAbout(getApplication, appId)).statusCode).toBe(404);
  });
});

describe('wa: the spouse signs the monthly payments', () => {
  it('sends the spouse a forSignOnly link; their signatures move the client past SPOUSE_DID_NOT_SIGN_YET', async () => {
    const client = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await client.create(maidIds.shift()!, { wa: '1' })).id;
    for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await client.upload(appId, kind, jpegBytes());
    await client.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Omar Saleh', emiratesIdNumber: '784198512345673', needsVisa: false });
    await client.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Omar Saleh' });
    const dd = await client.submit(appId, 'SIGN_DIRECT_DEBIT', { signature: signature() });
    expect(json(dd).next).toMatchObject({ step: 'SEND_SMS' });
    expect((await client.submit(appId, 'SIGN_MONTHLY_PAYMENTS', { signatureIndex: 1, signature: signature() })).statusCode).toBe(400);

    const sent = await client.callAbout(sendSms, appId, { body: { mobile: true, phone: '0559998877', additionalQueryParams: { planType: 'monthly' } } });
    expect(json(sent)).toMatchObject({ purpose: 'spouse', toPhone: '+971559998877' });
    const message = await lastSms(appId);
    const link = new URL(message.body.slice(message.body.indexOf('https://')));
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ step: 'SIGN_MONTHLY_PAYMENTS', forSignOnly: 'true', planType: 'monthly' });

    await client.submit(appId, 'SMS_SENT', {});
    await client.submit(appId, 'MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'afternoon' });
    await client.submit(appId, 'CLIENT_ADDRESS', { emirate: 'SHARJAH', area: 'Al Nahda', building: 'B1', apartment: '7' });
    await client.submit(appId, 'CLIENT_PHONE_NUMBER', { phone: '0501234567' });
    await client.submit(appId, 'CLIENT_WHATSAPP_NUMBER', { phone: '0501234567' });
    const spouseNumber = await client.submit(appId, 'CLIENT_SPOUSE_NUMBER', { phone: '0559998877' });
    expect(json(spouseNumber).next).toMatchObject({ step: 'SPOUSE_DID_NOT_SIGN_YET' });
    const waiting = await client.submit(appId, 'WAITING_SPOUSE_SIGNATURE', {});
    expect(json(waiting).error).toMatch(/has not signed/);
    expect((await client.submit(appId, 'END_WORK_FLOW', {})).statusCode).toBe(400);

    const spouse = new TestBrowser(t.app);
    const opened = await spouse.call(redeemLink, { body: { sessionId: spouse.sessionId, token: link.searchParams.get('t') } });
    expect(json(opened)).toMatchObject({ role: 'spouse', currentStep: 'SIGN_MONTHLY_PAYMENTS', summary: { maskedIban: null, documents: [] } });
    expect((await spouse.submit(appId, 'CLIENT_ADDRESS', { emirate: 'DUBAI', area: 'x', building: 'y', apartment: 'z' })).statusCode).toBe(400);
    expect((await spouse.callAbout(getDirectDebitMandate, appId)).statusCode).toBe(400);
    for (const i of [1, 2, 3]) {
      const signed = await spouse.submit(appId, 'SIGN_MONTHLY_PAYMENTS', { signatureIndex: i, signature: signature() });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(json(signed).next).toEqual(i < 3 ? { step: 'SIGN_MONTHLY_PAYMENTS', query: { signatureIndex: String(i + 1), forSignOnly: 'true' } } : { step: 'END_WORK_FLOW_FOR_SIGN_ONLY', query: {} });
    }
    const info = await client.call(getAppInfo, { query: { id: appId, sessionId: client.sessionId } });
    expect(json(info)).toMatchObject({ signedBySpouse: true, currentStep: 'SPOUSE_DID_NOT_SIGN_YET' });
    expect(json(await client.submit(appId, 'SPOUSE_DID_NOT_SIGN_YET', {})).next).toMatchObject({ step: 'END_WORK_FLOW' });
    expect((await client.submit(appId, 'END_WORK_FLOW', {})).statusCode).toBe(200);
  });
});

describe('captcha gate', () => {
  it('asks for a captcha once application creation goes over the threshold', async () => {
    const gated = await createTestApp({ CAPTCHA_THRESHOLD: '1' });
    try {
      const rows = await gated.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(2);
      const browser = new TestBrowser(gated.app);
      expect((await browser.create(rows[0]!.id)).statusCode).toBe(200);
      const second = await browser.create(rows[1]!.id);
      expect(second.statusCode).toBe(401);
      expect(second.headers.captchaid).toBeTruthy();
    } finally {
      await gated.close();
    }
  });
});
