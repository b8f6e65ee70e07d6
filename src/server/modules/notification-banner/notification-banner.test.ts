import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import * as banner from '../../../shared/api/notification-banner/contracts.js';
import type { BannerFieldsInput } from '../../../shared/api/notification-banner/schemas.js';
import { LANG_COOKIE } from '../../../shared/i18n/language-choice.js';
import type { Language } from '../../../shared/tracking.js';
import { auditLog, notificationBanner } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
});
afterAll(() => t.close());

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const fields = (over: Partial<BannerFieldsInput> = {}): BannerFieldsInput => ({
  type: 'warning',
  title: { en: 'Eid holiday' },
  body: { en: 'Our centre is closed on <b>Tuesday</b>; WhatsApp stays open.' },
  customClass: 'custom-alert',
  align: 'top-center',
  durationMs: 20_000,
  showOnTop: false,
  closeOnWindowClick: true,
  startsAt: null,
  endsAt: null,
  ...over,
});
/** The banner the site shows a family, in English unless `lang` names their language (the lang cookie). */
const live = async (lang?: Language) =>
  (await t.app.inject({ url: urlOf(banner.getNotificationBanner), cookies: lang ? { [LANG_COOKIE]: lang } : {} })).json() as { banner: null | Record<string, unknown> };
const save = (over: Partial<BannerFieldsInput> = {}) => editor.call(banner.saveNotificationBanner, { body: fields(over) });

describe('the notification banner', () => {
  it('shows on the site once put up, with every field of the message, and is audited', async () => {
    await editor.call(banner.removeNotificationBanner);
    expect(await live()).toEqual({ banner: null });
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
    const { banner: shown } = await live();
    expect(shown).toMatchObject({ type: 'warning', title: 'Eid holiday', align: 'top-center', durationMs: 20_000, closeOnWindowClick: true, showOnTop: false, customClass: 'custom-alert' });
    expect(shown!.body).toContain('<b>Tuesday</b>');
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'content.banner'`).orderBy(sql`${auditLog.at} desc`).limit(1);
    expect(entry).toMatchObject({ after: { title: { en: 'Eid holiday' } } });
  });

  it('a new version with every edit, so a family sees a changed banner again', async () => {
    const first = (await save()).json().banner.version as string;
    const second = (await save({ title: { en: 'Eid holiday: new hours' } })).json().banner.version as string;
    expect(second).not.toBe(first);
    expect((await live()).banner).toMatchObject({ version: second, title: 'Eid holiday: new hours' });
  });

  it("answers a family in their language, the English where staff left it empty, and staff get every language as written", async () => {
    const title = { en: 'Eid holiday', ar: 'عطلة العيد', fr: ' Congé de l’Aïd ' };
    const body = { en: 'Our centre is closed on <b>Tuesday</b>.', ar: 'مركزنا مغلق يوم <b>الثلاثاء</b>.', hi: '' };
    expect((await save({ title, body })).statusCode).toBe(200);
    expect((await live('ar')).banner).toMatchObject({ title: 'عطلة العيد', body: 'مركزنا مغلق يوم <b>الثلاثاء</b>.' });
    // French: its own title, the English body (no French written).
    expect((await live('fr')).banner).toMatchObject({ title: 'Congé de l’Aïd', body: 'Our centre is closed on <b>Tuesday</b>.' });
    expect((await live('hi')).banner).toMatchObject({ title: 'Eid holiday', body: 'Our centre is closed on <b>Tuesday</b>.' });
    expect((await live()).banner).toMatchObject({ title: 'Eid holiday' });
    // The same version in every language: a family who closed it does not see it again by switching.
    expect((await live('ar')).banner!.version).toBe((await live('en')).banner!.version);
    // Staff: each language as stored (trimmed; the empty ones are absent, i.e. still to translate).
    expect((await editor.call(banner.getStaffNotificationBanner)).json().banner).toMatchObject({
      title: { en: 'Eid holiday', ar: 'عطلة العيد', fr: 'Congé de l’Aïd' },
      body: { en: 'Our centre is closed on <b>Tuesday</b>.', ar: 'مركزنا مغلق يوم <b>الثلاثاء</b>.' },
    });
    expect((await editor.call(banner.getStaffNotificationBanner)).json().banner.body).not.toHaveProperty('hi');
  });

  it('a new version when only the Arabic changes, so an Arabic family sees the corrected banner again', async () => {
    const first = (await save({ title: { en: 'Eid holiday', ar: 'عطلة العيد' } })).json().banner.version as string;
    const second = (await save({ title: { en: 'Eid holiday', ar: 'عطلة عيد الأضحى' } })).json().banner.version as string;
    expect(second).not.toBe(first);
    expect((await live('ar')).banner).toMatchObject({ version: second, title: 'عطلة عيد الأضحى' });
    expect((await live('en')).banner).toMatchObject({ version: second, title: 'Eid holiday' });
  });

  it('the same version after a save that changes nothing a family sees (or only the schedule): a closed banner stays closed', async () => {
    const first = (await save({ title: { en: 'Eid holiday', hi: 'ईद की छुट्टी' } })).json().banner.version as string;
    expect((await save({ title: { en: ' Eid holiday ', hi: 'ईद की छुट्टी' } })).json().banner.version).toBe(first);
    expect((await save({ title: { en: 'Eid holiday', hi: 'ईद की छुट्टी' }, endsAt: at(hour) })).json().banner.version).toBe(first);
    expect((await save({ title: { en: 'Eid holiday', hi: 'ईद की छुट्टी' }, type: 'danger' })).json().banner.version).not.toBe(first);
  });

  it('shows only between its start and end times', async () => {
    expect((await save({ startsAt: at(hour), endsAt: at(2 * hour) })).statusCode).toBe(200);
    expect(await live()).toEqual({ banner: null });
    expect((await editor.call(banner.getStaffNotificationBanner)).json().banner).toMatchObject({ title: { en: 'Eid holiday' } });
    expect((await save({ startsAt: at(-hour), endsAt: at(hour) })).statusCode).toBe(200);
    expect((await live()).banner).toMatchObject({ title: 'Eid holiday' });
    // Its end passes: moved back in the database, as time would.
    await t.database.db.update(notificationBanner).set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - hour) });
    expect(await live()).toEqual({ banner: null });
  });

  it('taken down, it is gone from the site; a second take-down says there was none', async () => {
    await save();
    expect((await editor.call(banner.removeNotificationBanner)).json()).toEqual({ removed: true });
    expect(await live()).toEqual({ banner: null });
    expect((await editor.call(banner.getStaffNotificationBanner)).json()).toEqual({ banner: null });
    expect((await editor.call(banner.removeNotificationBanner)).json()).toEqual({ removed: false });
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'content.banner-removed'`).limit(1);
    expect(entry?.before).toMatchObject({ title: { en: 'Eid holiday' } });
  });

  it.each([
    [{ type: 'loud' }, 'type must be one of primary, success, info, warning, danger'],
    [{ align: 'middle' }, 'align must be one of'],
    [{ title: { en: '' }, body: { en: '' } }, 'Write a title or a body in English'],
    // Arabic alone would leave every other language with nothing: English is the fallback.
    [{ title: { en: '', ar: 'عطلة العيد' }, body: { en: ' ' } }, 'Write a title or a body in English'],
    [{ title: { en: 'x'.repeat(121) } }, 'title (en): at most 120 characters'],
    [{ title: { en: 'Eid', ar: 'ع'.repeat(121) } }, 'title (ar): at most 120 characters'],
    [{ body: { en: 'Closed', fr: 'x'.repeat(2001) } }, 'body (fr): at most 2000 characters'],
    [{ durationMs: 1.5 }, 'durationMs is a whole number'],
    [{ durationMs: 3_600_000 }, 'durationMs: at most 600000'],
    [{ customClass: 'x" onclick="y' }, 'customClass: up to 4 class names'],
    [{ startsAt: 'tomorrow' }, 'startsAt is not a date and time'],
    [{ startsAt: at(2 * hour), endsAt: at(hour) }, 'endsAt must be after startsAt'],
    [{ endsAt: at(-hour) }, 'endsAt has already passed'],
  ] as const)('refuses %j with a 400 that says why', async (over, message) => {
    const before = (await editor.call(banner.getStaffNotificationBanner)).body;
    const res = await editor.call(banner.saveNotificationBanner, { body: { ...fields(), ...over } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toContain(message);
    expect((await editor.call(banner.getStaffNotificationBanner)).body).toBe(before);
  });

  it('agents get 403, strangers 401, and the site needs no one signed in', async () => {
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    expect((await agent.call(banner.getStaffNotificationBanner)).statusCode).toBe(403);
    expect((await agent.call(banner.saveNotificationBanner, { body: fields() })).statusCode).toBe(403);
    expect((await new StaffBrowser(t.app).call(banner.removeNotificationBanner)).statusCode).toBe(401);
    expect((await t.app.inject(urlOf(banner.getNotificationBanner))).statusCode).toBe(200);
  });
});
