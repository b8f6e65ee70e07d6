import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../shared/api/admin-applications/contracts.js';
import { getApplication, requestExistingClientCode, verifyExistingClient } from '../../shared/api/application/contracts.js';
import { housemaids } from '../db/schema.js';
import { json, TestBrowser } from '../test/application.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { addStaff, StaffBrowser } from '../test/staff.js';
import { refusalIn, tRefusal } from './refusal-text.js';

let t: TestApp;
let maidIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  maidIds = (await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(5)).map((r) => r.id);
});
afterAll(() => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('refusals a family reads, in the language of the call', () => {
  it('answers in the lang cookie’s language, and in English without one', async () => {
    const arabic = new TestBrowser(t.app);
    arabic.cookies.lang = 'ar';
    const refused = await arabic.callAbout(getApplication, UNKNOWN);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).error).toBe('لم نجد هذا الطلب. يرجى البدء من جديد من العاملة التي اخترتها.');
    expect(json(await new TestBrowser(t.app).callAbout(getApplication, UNKNOWN)).error).toBe('No such application. Please start again from the maid you chose.');
  });

  it('keeps the field a form puts the message beside, and translates the message', async () => {
    const browser = new TestBrowser(t.app);
    browser.cookies.lang = 'ru';
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
    expect((await browser.callAbout(requestExistingClientCode, appId, { body: { phone: '050 765 4321' } })).statusCode).toBe(200);
    const wrong = await browser.callAbout(verifyExistingClient, appId, { body: { otp: '123456' } });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error).toBe('otp: Код неверный. Проверьте SMS и попробуйте ещё раз.');
  });

  it('leaves the back office in English, whatever the staff member’s cookie', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
    const staff = new StaffBrowser(t.app);
    expect((await staff.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
    staff.cookies.lang = 'fr';
    const refused = await staff.call(desk.getApplicationSignedPdf, { params: { id: appId } });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('Sign the direct debit first; the mandate is made from your signature.');
  });
});

describe('a refusal with values', () => {
  it('is English as made, and translated with its values by the language', () => {
    const error = tRefusal(413, 'This file is larger than {mb} MB. Please choose a smaller file or take a new photo.', { mb: 10 });
    expect(error.message).toBe('This file is larger than 10 MB. Please choose a smaller file or take a new photo.');
    expect(refusalIn('fr', error, error.message)).toBe('Ce fichier dépasse 10 Mo. Choisissez un fichier plus petit ou prenez une nouvelle photo.');
  });

  it('leaves a text no catalogue knows as it is', () => {
    const error = new Error('Invalid query parameter');
    expect(refusalIn('ar', error, 'sessionId: Invalid query parameter')).toBe('sessionId: Invalid query parameter');
  });
});

describe('a refusal of a step, in the family’s language', () => {
  it('names the missing documents in that language', async () => {
    const browser = new TestBrowser(t.app);
    browser.cookies.lang = 'fr';
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
    const refused = await browser.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: false });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('Veuillez envoyer : le recto de la carte Emirates ID, le verso de la carte Emirates ID et le passeport');
  });
});
