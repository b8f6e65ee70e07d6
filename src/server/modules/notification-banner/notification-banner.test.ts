import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import * as banner from '../../../shared/api/notification-banner/contracts.js';
import type { BannerFields } from '../../../shared/api/notification-banner/schemas.js';
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
const fields = (over: Partial<BannerFields> = {}): BannerFields => ({
  type: 'warning',
  title: 'Eid holiday',
  body: 'Our centre is closed on <b>Tuesday</b>; WhatsApp stays open.',
  customClass: 'custom-alert',
  align: 'top-center',
  durationMs: 20_000,
  showOnTop: false,
  closeOnWindowClick: true,
  startsAt: null,
  endsAt: null,
  ...over,
});
const live = async () => (await t.app.inject(urlOf(banner.getNotificationBanner))).json() as { banner: null | Record<string, unknown> };
const save = (over: Partial<BannerFields> = {}) => editor.call(banner.saveNotificationBanner, { body: fields(over) });

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
    expect(entry).toMatchObject({ after: { title: 'Eid holiday' } });
  });

  it('a new version with every edit, so a family sees a changed banner again', async () => {
    const first = (await save()).json().banner.version as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await save({ title: 'Eid holiday: new hours' })).json().banner.version as string;
    expect(second).not.toBe(first);
    expect((await live()).banner).toMatchObject({ version: second, title: 'Eid holiday: new hours' });
  });

  it('shows only between its start and end times', async () => {
    expect((await save({ startsAt: at(hour), endsAt: at(2 * hour) })).statusCode).toBe(200);
    expect(await live()).toEqual({ banner: null });
    expect((await editor.call(banner.getStaffNotificationBanner)).json().banner).toMatchObject({ title: 'Eid holiday' });
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
    expect(entry?.before).toMatchObject({ title: 'Eid holiday' });
  });

  it.each([
    [{ type: 'loud' }, 'type must be one of primary, success, info, warning, danger'],
    [{ align: 'middle' }, 'align must be one of'],
    [{ title: '', body: '' }, 'Write a title or a body'],
    [{ title: 'x'.repeat(121) }, 'title: at most 120 characters'],
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
