import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications, housemaids, smsOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { readData } from './application-data.js';
import { requestExistingClientCode, verifyExistingClient } from '../../../shared/api/application/contracts.js';
import { jpegBytes, json, TestBrowser } from '../../test/application.js';

let t: TestApp;
let maidIds: number[] = [];
let pastId: string;
const CLIENT_PHONE = '+971501230000';

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(5);
  maidIds = rows.map((r) => r.id);
  // A past client: a submitted application with documents on file.
  const past = new TestBrowser(t.app);
  pastId = json<{ id: string }>(await past.create(maidIds.shift()!)).id;
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await past.upload(pastId, kind, jpegBytes());
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, pastId));
  const data = readData(row!.data);
  // Stored as before sealing existed (a plain Emirates ID number): still read.
  data.values = { ...data.values, clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: false, phones: { client: CLIENT_PHONE } };
  await t.database.db.update(applications).set({ status: 'submitted', data }).where(eq(applications.id, pastId));
});
afterAll(() => t.close());

const code = (browser: TestBrowser, appId: string, phone: string) => browser.callAbout(requestExistingClientCode, appId, { body: { phone } });
const verify = (browser: TestBrowser, appId: string, otp: string) => browser.callAbout(verifyExistingClient, appId, { body: { otp } });

describe('EXISTING_CLIENT_REQUIRED_DOCUMENTS', () => {
  it('reuses the documents on file once the client proves the number with the SMS code', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
    expect(json(await code(browser, appId, '+44 7700 900123')).error).toMatch(/^phone: /);
    expect(json(await code(browser, appId, '050 123 0000'))).toEqual({ sent: true });
    const [sms] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, appId)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms!.toPhone).toBe(CLIENT_PHONE);
    const otp = /is (\d{6})\./.exec(sms!.body)![1]!;

    const wrong = await verify(browser, appId, otp === '000000' ? '111111' : '000000');
    expect(json(wrong).error).toMatch(/^otp: This code is not right/);
    const verified = await verify(browser, appId, otp);
    expect(verified.statusCode, verified.body).toBe(200);
    const state = json<{ summary: { documents: Array<{ kind: string }> }; drafts: Record<string, Record<string, unknown>> }>(verified);
    expect(state.summary.documents.map((d) => d.kind).sort()).toEqual(['emirates_id_back', 'emirates_id_front', 'passport']);
    expect(state.drafts.REQUIRED_DOCUMENTS).toMatchObject({ clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6' });

    // Copies under new names, each sealed under a data key of its own, not shared files.
    const rows = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, appId));
    const sources = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, pastId));
    for (const doc of rows) {
      expect(await t.app.storage.exists(doc.storageKey)).toBe(true);
      expect(sources.map((d) => d.storageKey)).not.toContain(doc.storageKey);
      expect(sources.map((d) => d.wrappedKey)).not.toContain(doc.wrappedKey);
      expect(doc.wrappedKey).toMatch(/^k1\./);
    }
    // The Emirates ID number on file is sealed again for this application.
    const [copied] = await t.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(readData(copied!.data).values.emiratesIdNumber).toMatch(/^v2\./);
    const done = await browser.submit(appId, 'EXISTING_CLIENT_REQUIRED_DOCUMENTS', state.drafts.REQUIRED_DOCUMENTS!);
    expect(json(done).next).toMatchObject({ step: 'BANK_INFO' });
  });

  it('answers an unknown number the same way and sends nothing; no code unlocks it', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
    expect(json(await code(browser, appId, '050 999 8888'))).toEqual({ sent: true });
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, appId))).toEqual([]);
    expect((await verify(browser, appId, '123456')).statusCode).toBe(400);
    expect(json(await verify(new TestBrowser(t.app), appId, '123456')).error).toMatch(/No such application/);
  });
});
