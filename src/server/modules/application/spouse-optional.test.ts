import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSms } from '../../../shared/api/application/contracts.js';
import { arrivalDayRange } from '../../../shared/application/arrival-dates.js';
import { SPOUSE_NUMBER_IS_OWN } from '../../../shared/application/phone-step-checks.js';
import { applications, housemaids } from '../../db/schema.js';
import { GOOD_IBAN, jpegBytes, json, signature, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(10);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

/** A mobile application up to CLIENT_SPOUSE_NUMBER, the client's own number 050 123 4567. */
async function atSpouseNumber() {
  const browser = new TestBrowser(t.app);
  const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await browser.upload(appId, kind, jpegBytes());
  const steps: Array<[string, Record<string, unknown>]> = [
    ['REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: false }],
    ['BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' }],
    ['SIGN_DIRECT_DEBIT', { signature: signature() }],
    ['SIGN_MONTHLY_PAYMENTS', { signatureIndex: 1, signature: signature() }],
    ['SIGN_MONTHLY_PAYMENTS', { signatureIndex: 2, signature: signature() }],
    ['SIGN_MONTHLY_PAYMENTS', { signatureIndex: 3, signature: signature() }],
    ['MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'evening' }],
    ['CLIENT_ADDRESS', { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' }],
    ['CLIENT_PHONE_NUMBER', { phone: '050 123 4567' }],
    ['CLIENT_WHATSAPP_NUMBER', { phone: '050 123 4567' }],
  ];
  for (const [step, data] of steps) {
    const response = await browser.submit(appId, step, data);
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  }
  return { browser, appId };
}

describe('CLIENT_SPOUSE_NUMBER (issue 16)', () => {
  it("refuses the client's own number with a 400 naming the field", async () => {
    const { browser, appId } = await atSpouseNumber();
    for (const phone of ['050 123 4567', '+971501234567']) {
      const refused = await browser.submit(appId, 'CLIENT_SPOUSE_NUMBER', { phone });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).error).toBe(`phone: ${SPOUSE_NUMBER_IS_OWN}`);
    }
    const empty = await browser.submit(appId, 'CLIENT_SPOUSE_NUMBER', {});
    expect(json(empty).error).toBe('phone: Enter a mobile number');
    const accepted = await browser.submit(appId, 'CLIENT_SPOUSE_NUMBER', { phone: '055 987 6543' });
    expect(json(accepted).next).toMatchObject({ step: 'END_WORK_FLOW' });
  });

  it('with wa the spouse signs, so signing alone is refused; the client cannot give the spouse\'s number as their own', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!, { wa: '1' })).id;
    for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await browser.upload(appId, kind, jpegBytes());
    const submit = async (step: string, data: Record<string, unknown>) => {
      const response = await browser.submit(appId, step, data);
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
    };
    await submit('REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: false });
    await submit('BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    await submit('SIGN_DIRECT_DEBIT', { signature: signature() });
    const sent = await browser.callAbout(sendSms, appId, { body: { mobile: true, phone: '055 987 6543' } });
    expect(sent.statusCode, sent.body).toBe(200);
    await submit('SMS_SENT', {});
    await submit('MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'evening' });
    await submit('CLIENT_ADDRESS', { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' });
    const own = await browser.submit(appId, 'CLIENT_PHONE_NUMBER', { phone: '+971559876543' });
    expect(own.statusCode).toBe(400);
    expect(json(own).error).toBe(`phone: ${SPOUSE_NUMBER_IS_OWN}`);
    await submit('CLIENT_PHONE_NUMBER', { phone: '050 123 4567' });
    await submit('CLIENT_WHATSAPP_NUMBER', { phone: '050 123 4567' });
    const alone = await browser.submit(appId, 'CLIENT_SPOUSE_NUMBER', { signsAlone: true });
    expect(alone.statusCode).toBe(400);
    expect(json(alone).error).toMatch(/^signsAlone: In this application your spouse signs/);
  });

  it('a client who signs alone goes on without a spouse number and finishes', async () => {
    const { browser, appId } = await atSpouseNumber();
    const alone = await browser.submit(appId, 'CLIENT_SPOUSE_NUMBER', { signsAlone: true });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(json(alone)).toMatchObject({ next: { step: 'END_WORK_FLOW' }, application: { summary: { signsAlone: true } } });
    expect(json<{ application: { summary: { phones: Record<string, string> } } }>(alone).application.summary.phones.spouse).toBeUndefined();
    const end = await browser.submit(appId, 'END_WORK_FLOW', {});
    expect(end.statusCode, end.body).toBe(200);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(row?.status).toBe('submitted');
    expect(row?.data.values?.signsAlone).toBe(true);
  });
});
