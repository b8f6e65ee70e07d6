import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalDayRange } from '../../../shared/application/arrival-dates.js';
import { applicationDocuments, applications, housemaids } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import {
  createApplication,
  getApplication,
  getApplicationsBySessionId,
  getAppInfo,
  getDirectDebitMandate,
  getDocumentFile,
  saveDraft,
} from '../../../shared/api/application/contracts.js';
import { dotSignature, GOOD_IBAN, jpegBytes, json, signature, TestBrowser } from '../../test/application.js';

let t: TestApp;
let maidIds: number[] = [];
const nextMaid = () => {
  const id = maidIds.shift();
  if (!id) throw new Error('out of available maids');
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000', MAID_RESERVATION_MINUTES: '45' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(24);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

async function started(extra: Record<string, unknown> = {}) {
  const browser = new TestBrowser(t.app);
  const maidId = nextMaid();
  const response = await browser.create(maidId, extra);
  expect(response.statusCode, response.body).toBe(200);
  return { browser, maidId, appId: json<{ id: string }>(response).id };
}

async function withDocuments(browser: TestBrowser, appId: string) {
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) {
    const response = await browser.upload(appId, kind, jpegBytes());
    expect(response.statusCode, response.body).toBe(200);
  }
  const done = await browser.submit(appId, 'REQUIRED_DOCUMENTS', {
    clientName: 'Amira Haddad',
    emiratesIdNumber: '784-1990-1234567-6',
    needsVisa: false,
  });
  expect(done.statusCode, done.body).toBe(200);
}

describe('HIRE_MAID: creating an application', () => {
  it('reserves the maid for the configured time, sets an httpOnly cookie and starts at the first step', async () => {
    const browser = new TestBrowser(t.app);
    const maidId = nextMaid();
    const askedAt = Date.now();
    const response = await browser.create(maidId);
    const answeredAt = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const cookie = (response.cookies as Array<{ name: string; httpOnly?: boolean }>).find((c) => c.name === 'sm_app');
    expect(cookie?.httpOnly).toBe(true);
    const body = json<{ id: string; currentStep: string; role: string }>(response);
    expect(body.currentStep).toBe('REQUIRED_DOCUMENTS');
    expect(body.role).toBe('owner');
    const [maid] = await t.database.db.select().from(housemaids).where(eq(housemaids.id, maidId));
    expect(maid?.status).toBe('reserved');
    // Reserved for the configured 45 minutes from the moment the request was handled.
    const until = maid!.reservedUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(askedAt + 45 * 60_000 - 1_000);
    expect(until).toBeLessThanOrEqual(answeredAt + 45 * 60_000 + 1_000);

    const again = await browser.create(maidId);
    expect(json<{ id: string }>(again).id).toBe(body.id);

    const other = await new TestBrowser(t.app).create(maidId);
    expect(other.statusCode).toBe(409);
    expect(json(other).error).toMatch(/reserved by another client/);
  });

  it('starts a desktop application at SEND_SMS', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.create(nextMaid(), { mobile: false });
    expect(json(response).currentStep).toBe('SEND_SMS');
  });

  it('refuses an unknown maid and a bad body with a message naming the field', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.create(999_999)).statusCode).toBe(404);
    const bad = await browser.call(createApplication, { body: { sessionId: browser.sessionId, housemaidId: 'x', mobile: true } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toMatch(/housemaidId/);
  });
});

describe('access', () => {
  it('answers 404 to another session, to a missing cookie and to a guessed id', async () => {
    const { browser, appId } = await started();
    const stranger = new TestBrowser(t.app);
    await stranger.create(nextMaid());
    const refused = [await stranger.call(getAppInfo, { query: { id: appId, sessionId: stranger.sessionId } }), await stranger.callAbout(getApplication, appId)];
    for (const response of refused) expect(response.statusCode).toBe(404);
    expect((await stranger.submit(appId, 'REQUIRED_DOCUMENTS', {})).statusCode).toBe(404);
    expect((await stranger.upload(appId, 'passport', jpegBytes())).statusCode).toBe(404);

    // The owner's sessionId without the owner's cookie opens nothing either.
    const copycat = new TestBrowser(t.app, browser.sessionId);
    expect((await copycat.callAbout(getApplication, appId)).statusCode).toBe(404);
    const guessed = await browser.callAbout(getApplication, crypto.randomUUID());
    expect(guessed.statusCode).toBe(404);

    const own = await browser.call(getAppInfo, { query: { id: appId, sessionId: browser.sessionId } });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toMatchObject({ id: appId, currentStep: 'REQUIRED_DOCUMENTS', prevStep: 'HIRE_MAID', guiProperty: { skipStartScreen: false } });

    const list = await browser.call(getApplicationsBySessionId, { query: { sessionId: browser.sessionId } });
    expect(json<Array<{ id: string }>>(list).map((a) => a.id)).toEqual([appId]);
    const foreignList = await copycat.call(getApplicationsBySessionId, { query: { sessionId: browser.sessionId } });
    expect(json(foreignList)).toEqual([]);
  });

  it('answers getappinfo as spec section 7 calls it, without a sessionId: the cookie identifies the browser (issue 16)', async () => {
    const { browser, appId } = await started();
    const own = await browser.call(getAppInfo, { query: { id: appId, withPendingApp: 'true', forSignOnly: 'false', currentState: 'REQUIRED_DOCUMENTS', guiProperty: '{}' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(json(own)).toMatchObject({ id: appId, currentStep: 'REQUIRED_DOCUMENTS', prevStep: 'HIRE_MAID' });

    const stranger = new TestBrowser(t.app);
    await stranger.create(nextMaid());
    const notFound = [
      await stranger.call(getAppInfo, { query: { id: appId } }),
      await browser.call(getAppInfo, { query: { id: crypto.randomUUID() } }),
      await browser.call(getAppInfo, { query: { id: '12345' } }),
      // The owner's sessionId without its cookie.
      await new TestBrowser(t.app, browser.sessionId).call(getAppInfo, { query: { id: appId } }),
    ];
    for (const response of notFound) {
      expect(response.statusCode, response.body).toBe(404);
      expect(json(response).error).toMatch(/No such application/);
    }
  });
});

describe('order and input checks', () => {
  it('refuses a step submitted before its predecessors', async () => {
    const { browser, appId } = await started();
    const response = await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Please complete the step required documents first.');
    const desktopOnly = await browser.submit(appId, 'SMS_SENT', {});
    expect(json(desktopOnly).error).toMatch(/not part of this application/);
  });

  it('refuses documents that are missing, of the wrong type or too large, and keeps nothing of them', async () => {
    const { browser, appId } = await started();
    const missing = await browser.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784199012345676', needsVisa: true });
    expect(json(missing).error).toBe('Please upload: emirates id front, emirates id back, passport, visa');
    // The Emirates ID number's last digit is checked (Luhn) by the schema the form uses too.
    const misTyped = await browser.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784199012345671', needsVisa: false });
    expect(misTyped.statusCode).toBe(400);
    expect(json(misTyped).error).toBe('emiratesIdNumber: This Emirates ID number is not valid: please check the digits');

    const text = await browser.upload(appId, 'passport', Buffer.from('this is not an image'), 'passport.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(json(text).error).toMatch(/JPEG or PNG/);
    const big = Buffer.concat([jpegBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await browser.upload(appId, 'passport', big);
    expect(oversized.statusCode).toBe(413);
    expect(json(oversized).error).toMatch(/larger than 10 MB/);
    const rows = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, appId));
    expect(rows).toEqual([]);
  });

  it('a failed write leaves no row and no file', async () => {
    const { browser, appId } = await started();
    const folder = path.join(t.config.filesDir, 'documents');
    // The files no row points to: an earlier test's upload may land meanwhile, with its row.
    const unreferenced = async () => {
      const keys = new Set((await t.database.db.select({ key: applicationDocuments.storageKey }).from(applicationDocuments)).map((r) => r.key));
      return (fs.existsSync(folder) ? fs.readdirSync(folder) : []).filter((name) => !keys.has(`documents/${name}`)).sort();
    };
    const before = await unreferenced();
    // The application is submitted meanwhile: the row insert is refused after the file was written.
    await t.database.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, appId));
    const response = await browser.upload(appId, 'passport', jpegBytes());
    expect(response.statusCode).toBe(400);
    expect(await unreferenced()).toEqual(before);
    const rows = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, appId));
    expect(rows).toEqual([]);
  });

  it.each([
    ['BANK_INFO', { iban: 'AE07 0331 2345 6789 0123 457', accountHolderName: 'Amira Haddad' }, /IBAN is not valid/],
    ['BANK_INFO', { iban: 'GB82 WEST 1234 5698 7654 32', accountHolderName: 'Amira Haddad' }, /UAE IBAN/],
    ['SIGN_DIRECT_DEBIT', { signature: signature(false) }, /Please sign in the box/],
    ['SIGN_DIRECT_DEBIT', { signature: '' }, /Please sign in the box/],
    // Issue 34: a tap is not a signature, on the server as in the browser.
    ['SIGN_DIRECT_DEBIT', { signature: dotSignature() }, /^signature: A tap or a dot is not a signature/],
  ])('%s refuses bad input %#', async (step, data, message) => {
    const { browser, appId } = await started();
    await withDocuments(browser, appId);
    if (step === 'SIGN_DIRECT_DEBIT') {
      await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    }
    const response = await browser.submit(appId, step, data);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toMatch(message);
  });
});

describe('the whole mobile journey', () => {
  it('goes from REQUIRED_DOCUMENTS to END_WORK_FLOW, saving every step', async () => {
    const { browser, appId, maidId } = await started({ needEnterIbanNumber: true });
    await browser.callAbout(saveDraft, appId, { params: { step: 'BANK_INFO' }, body: { data: { accountHolderName: 'Amira', iban: 'AE07' } } });
    const draft = json<{ drafts: Record<string, Record<string, unknown>> }>(await browser.callAbout(getApplication, appId));
    // The IBAN typed so far is kept sealed (kept-form-input.test.ts) and given back to the form.
    expect(draft.drafts.BANK_INFO).toEqual({ accountHolderName: 'Amira', iban: 'AE07' });

    await withDocuments(browser, appId);
    const bank = await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    expect(json(bank)).toMatchObject({
      next: { step: 'IBAN_VALIDATION' },
      application: { summary: { bankName: 'Mashreq', maskedIban: '•••• 3456' } },
    });
    const [row] = await t.database.db.select({ data: sql<string>`${applications.data}::text` }).from(applications).where(eq(applications.id, appId));
    expect(row!.data).not.toContain('0331234567890123456');

    const mismatch = await browser.submit(appId, 'IBAN_VALIDATION', { iban: 'AE85 0261 2345 6789 0123 456' });
    expect(json(mismatch).error).toMatch(/does not match/);
    const steps: Array<[string, Record<string, unknown>, string | null]> = [
      ['IBAN_VALIDATION', { iban: GOOD_IBAN }, 'SIGN_DIRECT_DEBIT'],
      ['SIGN_INFORMATION', { signature: signature() }, 'SIGN_MONTHLY_PAYMENTS'],
      ['SIGN_MONTHLY_PAYMENTS', { signatureIndex: 1, signature: signature() }, 'SIGN_MONTHLY_PAYMENTS'],
      ['SIGN_MONTHLY_PAYMENTS', { signatureIndex: 2, signature: signature() }, 'SIGN_MONTHLY_PAYMENTS'],
      ['SIGN_MONTHLY_PAYMENTS', { signatureIndex: 3, signature: signature() }, 'MAID_ARRIVAL'],
      ['MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'morning' }, 'CLIENT_ADDRESS'],
      ['CLIENT_ADDRESS', { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' }, 'CLIENT_PHONE_NUMBER'],
      ['CLIENT_PHONE_NUMBER', { phone: '050 123 4567' }, 'CLIENT_WHATSAPP_NUMBER'],
      ['CLIENT_WHATSAPP_NUMBER', { phone: '+971501234567' }, 'CLIENT_SPOUSE_NUMBER'],
      ['CLIENT_SPOUSE_NUMBER', { phone: '0559876543' }, 'END_WORK_FLOW'],
      ['END_WORK_FLOW', {}, null],
    ];
    for (const [step, data, next] of steps) {
      const response = await browser.submit(appId, step, data);
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
      expect(json<{ next: { step: string } | null }>(response).next?.step ?? null).toBe(next);
    }

    const pdf = await browser.callAbout(getDirectDebitMandate, appId);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const state = json<{ status: string; summary: { phones: Record<string, string> } }>(await browser.callAbout(getApplication, appId));
    expect(state.status).toBe('submitted');
    expect(state.summary.phones).toEqual({ client: '+971501234567', whatsapp: '+971501234567', spouse: '+971559876543' });
    const [maid] = await t.database.db.select().from(housemaids).where(eq(housemaids.id, maidId));
    expect(maid).toMatchObject({ status: 'reserved', reservedUntil: null });
    expect((await browser.submit(appId, 'CLIENT_PHONE_NUMBER', { phone: '0501234567' })).statusCode).toBe(400);
  });

  it('accepts a PDF by its bytes and serves it as a download', async () => {
    const { browser, appId } = await started();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const uploaded = await browser.upload(appId, 'visa', pdf, 'visa.bin', 'application/octet-stream');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const doc = json<{ summary: { documents: Array<{ id: string; contentType: string }> } }>(uploaded).summary.documents[0]!;
    expect(doc.contentType).toBe('application/pdf');
    const file = await browser.callAbout(getDocumentFile, appId, { params: { docId: doc.id } });
    expect(file.headers['content-disposition']).toBe('attachment; filename="visa.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves uploaded documents to the owner only', async () => {
    const { browser, appId } = await started();
    const uploaded = json<{ summary: { documents: Array<{ id: string }> } }>(await browser.upload(appId, 'passport', jpegBytes()));
    const docId = uploaded.summary.documents[0]!.id;
    const file = await browser.callAbout(getDocumentFile, appId, { params: { docId } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
    const stranger = new TestBrowser(t.app);
    const refused = await stranger.callAbout(getDocumentFile, appId, { params: { docId } });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses foreign phone numbers and sends Abu Dhabi addresses of a non-AUH maid to ABU_DHABI_MISMATCHED', async () => {
    const { browser, appId } = await started();
    await withDocuments(browser, appId);
    await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    await browser.submit(appId, 'SIGN_DIRECT_DEBIT', { signature: signature() });
    for (const i of [1, 2, 3]) await browser.submit(appId, 'SIGN_MONTHLY_PAYMENTS', { signatureIndex: i, signature: signature() });
    await browser.submit(appId, 'MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'evening' });
    const address = await browser.submit(appId, 'CLIENT_ADDRESS', { emirate: 'ABU_DHABI', area: 'Khalifa City', building: 'Villa 3', apartment: '3' });
    expect(json(address).next).toEqual({ step: 'ABU_DHABI_MISMATCHED', query: {} });
    const ack = await browser.submit(appId, 'ABU_DHABI_MISMATCHED', { confirmed: true });
    expect(json(ack).next).toMatchObject({ step: 'CLIENT_PHONE_NUMBER' });
    for (const phone of ['+44 7700 900123', '04 123 4567', 'abc']) {
      const response = await browser.submit(appId, 'CLIENT_PHONE_NUMBER', { phone });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toMatch(/^phone: /);
    }
  });
});

describe('the maid reservation', () => {
  it('is renewed by each step, and lost when it lapsed and another client took the maid', async () => {
    const { browser, appId, maidId } = await started();
    await t.database.db.update(housemaids).set({ reservedUntil: new Date(Date.now() - 60_000) }).where(eq(housemaids.id, maidId));
    await browser.upload(appId, 'emirates_id_front', jpegBytes());
    await withDocuments(browser, appId);
    const [renewed] = await t.database.db.select().from(housemaids).where(eq(housemaids.id, maidId));
    expect(renewed!.reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 40 * 60_000);

    await t.database.db.update(housemaids).set({ reservedUntil: new Date(Date.now() - 60_000) }).where(eq(housemaids.id, maidId));
    expect((await new TestBrowser(t.app).create(maidId)).statusCode).toBe(200);
    const lost = await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    expect(lost.statusCode).toBe(409);
    expect(json(lost).error).toMatch(/reserved by another client/);
  });
});

describe('explicit-only steps', () => {
  it('HOW_DID_HEAR_ABOUT_US (alias HEARD_ABOUT_US) is saved and returns to where the flow stands', async () => {
    const { browser, appId } = await started();
    const bad = await browser.submit(appId, 'HEARD_ABOUT_US', { source: 'radio' });
    expect(json(bad).error).toMatch(/^source: Choose an answer/);
    const saved = await browser.submit(appId, 'HEARD_ABOUT_US', { source: 'friend' });
    expect(json(saved).next).toEqual({ step: 'REQUIRED_DOCUMENTS', query: {} });
    const hated = await browser.submit(appId, 'MOST_HATED_PREFERENCES', { matchingTypeIds: [1, 2] });
    expect(json(hated).next).toEqual({ step: 'REQUIRED_DOCUMENTS', query: {} });
  });
});

describe('sma: the confirm-arrival steps', () => {
  it('puts CONFIRM_MAID_ARRIVAL after the direct debit and refuses an unconfirmed body', async () => {
    const { browser, appId } = await started({ sma: true });
    await withDocuments(browser, appId);
    await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
    const dd = await browser.submit(appId, 'SIGN_DIRECT_DEBIT', { signature: signature() });
    expect(json(dd).next).toMatchObject({ step: 'CONFIRM_MAID_ARRIVAL' });
    expect((await browser.submit(appId, 'SIGN_MONTHLY_PAYMENTS', { signatureIndex: 1, signature: signature() })).statusCode).toBe(400);
    expect(json(await browser.submit(appId, 'CONFIRM_MAID_ARRIVAL_BY_SPOUSE', { confirmed: false })).error).toMatch(/^confirmed: Please confirm/);
    const confirmed = await browser.submit(appId, 'CONFIRM_MAID_ARRIVAL_BY_SPOUSE', { confirmed: true });
    expect(json(confirmed).next).toMatchObject({ step: 'SIGN_MONTHLY_PAYMENTS' });
  });
});
