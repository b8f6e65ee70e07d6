import { expect } from 'vitest';
import { sendSms } from '../../shared/api/application/contracts.js';
import { arrivalDayRange } from '../../shared/application/arrival-dates.js';
import { GOOD_IBAN, jpegBytes, json, signature, TestBrowser, type Injector } from './application.js';

/** The spouse's number in the journey below. */
export const SPOUSE_PHONE = '+971559998877';

/**
 * A phone application with wa=2, submitted before the spouse signs: the spouse was sent the
 * signing link at SEND_SMS and has not opened it. The family's browser and the application's id.
 */
export async function submittedBeforeTheSpouseSigns(app: Injector, maidId: number, { lang }: { lang?: string } = {}): Promise<{ client: TestBrowser; appId: string }> {
  const client = new TestBrowser(app);
  // The family's language (the lang cookie), English without one.
  if (lang) client.cookies.lang = lang;
  const appId = json<{ id: string }>(await client.create(maidId, { wa: '2' })).id;
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await client.upload(appId, kind, jpegBytes());
  const before: Array<[string, Record<string, unknown>]> = [
    ['REQUIRED_DOCUMENTS', { clientName: 'Omar Saleh', emiratesIdNumber: '784-1985-7654321-3', needsVisa: false }],
    ['BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Omar Saleh' }],
    ['SIGN_DIRECT_DEBIT', { signature: signature() }],
  ];
  for (const [step, data] of before) expect((await client.submit(appId, step, data)).statusCode).toBe(200);
  expect((await client.callAbout(sendSms, appId, { body: { mobile: true, phone: '055 999 8877' } })).statusCode).toBe(200);
  const after: Array<[string, Record<string, unknown>]> = [
    ['SMS_SENT', {}],
    ['MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'morning' }],
    ['CLIENT_ADDRESS', { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' }],
    ['CLIENT_PHONE_NUMBER', { phone: '050 123 4567' }],
    ['CLIENT_WHATSAPP_NUMBER', { phone: '050 123 4567' }],
    ['CLIENT_SPOUSE_NUMBER', { phone: '055 999 8877' }],
    ['END_WORK_FLOW', {}],
  ];
  for (const [step, data] of after) {
    const response = await client.submit(appId, step, data);
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  }
  return { client, appId };
}
