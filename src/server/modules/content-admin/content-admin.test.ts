import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as content from '../../../shared/api/admin-content/contracts.js';
import type { ContactNumber } from '../../../shared/api/admin-content/schemas.js';
import { getGoogleRate } from '../../../shared/api/catalogue/contracts.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { getParameters } from '../../../shared/api/public/contracts.js';
import { auditLog } from '../../db/schema.js';
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
const setParameter = (code: string, value: string) => editor.call(content.updateSiteParameter, { params: { code }, body: { value } });

describe('site parameters', () => {
  it('lists every parameter staff may set, in a fixed order', async () => {
    const res = await editor.call(content.listSiteParameters);
    expect(res.statusCode, res.body).toBe(200);
    const codes = (res.json() as { parameters: Array<{ code: string; value: string }> }).parameters.map((p) => p.code);
    expect(codes[0]).toBe('sites_visa_eta_value');
    expect(codes).toContain('google_rating');
  });

  it('changes a wait in days and the Google rating; the site reads them at once; audited', async () => {
    expect((await setParameter('sites_wait_after_paying_visa', ' 04 ')).json()).toEqual({ parameter: { code: 'sites_wait_after_paying_visa', value: '4' } });
    const publicRes = await t.app.inject(urlOf(getParameters, {}, { code: 'sites_wait_after_paying_visa' }));
    expect(publicRes.json()).toEqual([{ code: 'sites_wait_after_paying_visa', value: '4' }]);
    expect((await setParameter('google_rating', '4.6')).statusCode).toBe(200);
    expect((await t.app.inject(urlOf(getGoogleRate))).json()).toMatchObject({ rating: 4.6 });
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'content.parameter' and ${auditLog.subjectId} = 'google_rating'`);
    expect(entry).toMatchObject({ before: { value: '4.8' }, after: { value: '4.6' } });
  });

  it.each([
    ['sites_wait_after_paying_visa', 'two', 'is a number of days, 0 to 365'],
    ['sites_wait_after_paying_visa', '400', 'is a number of days, 0 to 365'],
    ['sites_call_us_show', 'yes', 'is true or false'],
    ['google_rating', '5.5', 'is a rating from 0 to 5'],
    ['google_review_count', '-3', 'is a whole number'],
    ['google_review_url', 'http://example.com', 'is an https address'],
    ['licence_number', '<b>1</b>', 'is the licence number as printed'],
    ['not_a_parameter', '1', 'code must be one of'],
  ])('refuses %s = %s with a 400 saying it %s', async (code, value, message) => {
    const res = await setParameter(code, value);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toContain(message);
  });

  it('keeps the licence number as printed, and the landing page reads it', async () => {
    expect((await setParameter('licence_number', ' MOHRE/DXB-1234 ')).json()).toEqual({ parameter: { code: 'licence_number', value: 'MOHRE/DXB-1234' } });
    expect((await t.app.inject(urlOf(getParameters, {}, { code: 'licence_number' }))).json()).toEqual([{ code: 'licence_number', value: 'MOHRE/DXB-1234' }]);
  });
});

describe('contact lines', () => {
  it('lists the default pair and nb1–nb5, and a change is what the site answers at once', async () => {
    const list = (await editor.call(content.listContactNumbers)).json() as { numbers: ContactNumber[] };
    expect(list.numbers.map((n) => n.code)).toEqual(['default', 'nb1', 'nb2', 'nb3', 'nb4', 'nb5']);
    const res = await editor.call(content.updateContactNumber, { params: { code: 'nb2' }, body: { phone: '+971 4 555 0102', whatsapp: '+971 50 555 0102', label: 'Documents desk' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { number: ContactNumber }).number).toEqual({ code: 'nb2', phone: '+971 4 555 0102', whatsapp: '971505550102', label: 'Documents desk' });
    const updated = (await editor.call(content.listContactNumbers)).json() as { numbers: ContactNumber[] };
    expect(updated.numbers.find((n) => n.code === 'nb2')).toMatchObject({ whatsapp: '971505550102' });
  });

  it('refuses a phone that is not one, and an unknown line', async () => {
    const bad = await editor.call(content.updateContactNumber, { params: { code: 'nb1' }, body: { phone: 'call me', whatsapp: '971500000001', label: '' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)).toContain('phone is a phone number with its country code');
    expect((await editor.call(content.updateContactNumber, { params: { code: 'nb9' }, body: { phone: '+97140000000', whatsapp: '971500000001', label: '' } })).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('agents get 403, strangers 401', async () => {
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    expect((await agent.call(content.listSiteParameters)).statusCode).toBe(403);
    expect((await new StaffBrowser(t.app).call(content.listContactNumbers)).statusCode).toBe(401);
  });
});
