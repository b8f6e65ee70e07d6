import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import { getPhoneLinkQr, saveDraft, sendSms, sendSpouseLinkAgain } from '../../../shared/api/application/contracts.js';
import { STAGE_LABELS } from '../../../shared/application/stages.js';
import { applicationLinks, applications, housemaids, smsOutbox } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { submittedBeforeTheSpouseSigns } from '../../test/spouse-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { STAGE_NAMES } from './sms-texts.js';

let t: TestApp;
let maidIds: number[] = [];
let journey: SampleJourney;
let agent: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000', PUBLIC_ORIGIN: 'https://maids.example' });
  journey = await runSampleJourney(t.app, t.database.db, { lang: 'hi' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(8);
  maidIds = rows.map((r) => r.id);
  const account = await addStaff(t.database.db, 'agent');
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn(account.email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const languageOf = async (id: string) => (await db().select({ language: applications.language }).from(applications).where(eq(applications.id, id)))[0]!.language;
const lastSms = async (id: string, kind: string) =>
  (await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, id), eq(smsOutbox.kind, kind))).orderBy(desc(smsOutbox.id)).limit(1))[0]!;
const ARABIC = /[\u0600-\u06FF]/;
/** The link in a message (each message has one, at its end or before a full stop). */
const linkIn = (body: string) => new URL(body.match(/https:\/\/\S+/)![0]);
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the family’s language, kept on the application', () => {
  it('is the lang cookie of the browser that creates it, and English without one', async () => {
    const arabic = new TestBrowser(t.app);
    arabic.cookies.lang = 'ar';
    const created = await arabic.create(maidIds.shift()!, { mobile: false });
    expect(created.statusCode, created.body).toBe(200);
    expect(await languageOf(json<{ id: string }>(created).id)).toBe('ar');

    const plain = new TestBrowser(t.app);
    expect(await languageOf(json<{ id: string }>(await plain.create(maidIds.shift()!)).id)).toBe('en');
  });

  it('follows the language of the step the client saves last', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
    browser.cookies.lang = 'ru';
    const saved = await browser.callAbout(saveDraft, appId, { params: { step: 'REQUIRED_DOCUMENTS' }, body: { data: { clientName: 'A' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await languageOf(appId)).toBe('ru');
  });

  it('sends the desktop’s SMS link in that language, the reference and the link intact', async () => {
    const desktop = new TestBrowser(t.app);
    desktop.cookies.lang = 'ar';
    const appId = json<{ id: string }>(await desktop.create(maidIds.shift()!, { mobile: false })).id;
    const sent = await desktop.callAbout(sendSms, appId, { body: { mobile: false, phone: '050 111 2233', additionalQueryParams: { lang: 'ar' } } });
    expect(sent.statusCode, sent.body).toBe(200);
    const reference = json<{ application: { reference: string } }>(sent).application.reference;
    const { body } = await lastSms(appId, 'continue-on-phone');
    expect(body).toMatch(ARABIC);
    expect(body).toContain('أكمل طلب العاملة المنزلية');
    expect(body).toContain(` ${reference} `);
    expect(body).toMatch(new RegExp(`https://maids\\.example/app\\?appId=${appId}&t=[\\w.-]+`));
  });
});

describe('every link a message carries opens in the message’s language (issue 31)', () => {
  it('the desktop’s SMS link and QR code: lang=ar from the Arabic page, with no lang carried by the browser', async () => {
    const desktop = new TestBrowser(t.app);
    desktop.cookies.lang = 'ar';
    const appId = json<{ id: string }>(await desktop.create(maidIds.shift()!, { mobile: false })).id;
    const qr = await desktop.callAbout(getPhoneLinkQr, appId, { body: { mobile: false } });
    expect(qr.statusCode, qr.body).toBe(200);
    expect(new URL(json<{ url: string }>(qr).url).searchParams.get('lang')).toBe('ar');
    expect((await desktop.callAbout(sendSms, appId, { body: { mobile: false, phone: '050 111 2233' } })).statusCode).toBe(200);
    expect(linkIn((await lastSms(appId, 'continue-on-phone')).body).searchParams.get('lang')).toBe('ar');
  });

  it('the spouse’s signing link, sent by the family and sent again later: lang=ar', async () => {
    const { client, appId } = await submittedBeforeTheSpouseSigns(t.app, maidIds.shift()!, { lang: 'ar' });
    const first = await lastSms(appId, 'spouse-sign-link');
    expect(first.body).toMatch(ARABIC);
    expect(Object.fromEntries(linkIn(first.body).searchParams)).toMatchObject({ appId, step: 'SIGN_MONTHLY_PAYMENTS', lang: 'ar' });

    await db().update(applicationLinks).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(applicationLinks.applicationId, appId));
    expect((await client.callAbout(sendSpouseLinkAgain, appId)).statusCode).toBe(200);
    const again = await lastSms(appId, 'spouse-sign-link');
    expect(again.id).not.toBe(first.id);
    expect(linkIn(again.body).searchParams.get('lang')).toBe('ar');
  });
});

describe('SMS the desk sends later', () => {
  it('writes a stage change in the language the family used, whoever changes it', async () => {
    expect(await languageOf(journey.appId)).toBe('hi');
    const res = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'documents_checked', sendSms: true } });
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await lastSms(journey.appId, 'stage-change');
    expect(body).toMatch(DEVANAGARI);
    expect(body).toContain('“दस्तावेज़ जाँचे गए”');
    expect(body).toMatch(new RegExp(`https://maids\\.example/my-application\\?appId=${journey.appId}&t=[\\w.-]+`));
    // The status page opens in Hindi on any phone, cookie or not.
    expect(linkIn(body).searchParams.get('lang')).toBe('hi');
  });

  it('writes it in English for a family that used English', async () => {
    await db().update(applications).set({ language: 'en' }).where(eq(applications.id, journey.appId));
    expect((await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'contract_signed', sendSms: true } })).statusCode).toBe(200);
    const { body } = await lastSms(journey.appId, 'stage-change');
    expect(body).toContain('is now at “Contract signed”');
    // English is the default: the phone's own choice stays.
    expect(linkIn(body).searchParams.has('lang')).toBe(false);
  });
});

describe('the stage names of the SMS', () => {
  it('are the pipeline’s own words, so the desk and the SMS say the same', () => {
    expect(STAGE_NAMES).toEqual(STAGE_LABELS);
  });
});
