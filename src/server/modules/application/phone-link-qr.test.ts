import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPhoneLinkQr, redeemLink } from '../../../shared/api/application/contracts.js';
import { applicationLinks, housemaids } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { QR_CODE_RECIPIENT } from './sms-link-service.js';

let t: TestApp;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000', PUBLIC_ORIGIN: 'https://maids.example' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(5);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

type Qr = { url: string; svg: string };

describe('desktop SEND_SMS: the QR code of the phone link (issue 16)', () => {
  it('is an SVG of a signed link made as the SMS link is, kept until a phone opens it, which then continues the application', async () => {
    const desktop = new TestBrowser(t.app);
    // The phone opens the link in the language the desktop is using (the lang cookie), whatever it carried.
    desktop.cookies.lang = 'ar';
    const maidId = maidIds.shift()!;
    const appId = json<{ id: string }>(await desktop.create(maidId, { mobile: false })).id;
    const ask = () => desktop.callAbout(getPhoneLinkQr, appId, { body: { mobile: false, additionalQueryParams: { lang: 'fr', evil: 'x' } } });

    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    const { url, svg } = json<Qr>(first);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const link = new URL(url);
    expect(link.origin + link.pathname).toBe('https://maids.example/app');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ appId, maidId: String(maidId), lang: 'ar' });
    expect(link.searchParams.has('evil')).toBe(false);
    expect(json<Qr>(await ask()).url).toBe(url);
    const rows = await t.database.db.select().from(applicationLinks).where(eq(applicationLinks.applicationId, appId));
    expect(rows.map((r) => [r.purpose, r.toPhone])).toEqual([['phone', QR_CODE_RECIPIENT]]);

    const phone = new TestBrowser(t.app);
    const opened = await phone.call(redeemLink, { body: { sessionId: phone.sessionId, token: link.searchParams.get('t') } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json(opened)).toMatchObject({ id: appId, role: 'phone', currentStep: 'REQUIRED_DOCUMENTS' });
    // Once opened, the desktop is shown a new link.
    expect(json<Qr>(await ask()).url).not.toBe(url);
  });

  it('is for the owner on a computer only', async () => {
    const owner = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await owner.create(maidIds.shift()!)).id;
    const onPhone = await owner.callAbout(getPhoneLinkQr, appId, { body: { mobile: true } });
    expect(onPhone.statusCode).toBe(400);
    const stranger = new TestBrowser(t.app);
    expect((await stranger.callAbout(getPhoneLinkQr, appId, { body: { mobile: false } })).statusCode).toBe(404);
  });
});
