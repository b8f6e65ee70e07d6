import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../shared/api/contract.js';
import { getContactNumber } from '../../../shared/api/public/contracts.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_PHONE: '+971 4 999 0000', SITE_WHATSAPP: '971509990000' });
});
afterAll(async () => t?.close());

describe('contactnumber', () => {
  it('gives the named line, else the default line', async () => {
    await t.database.pool.query(`delete from contact_numbers`);
    await t.database.pool.query(
      `insert into contact_numbers (code, phone, whatsapp, label) values
         ('default', '+971 4 000 1111', '971500001111', 'Sales'), ('nb2', '+971 4 000 2222', '971500002222', 'Maids')`,
    );
    const nb2 = await t.app.inject({ url: urlOf(getContactNumber, {}, { code: 'nb2' }) });
    expect(nb2.json()).toEqual({ code: 'nb2', phone: '+971 4 000 2222', whatsapp: '971500002222', label: 'Maids' });
    const nb4 = await t.app.inject({ url: urlOf(getContactNumber, {}, { code: 'nb4' }) });
    expect(nb4.json()).toEqual({ code: 'nb4', phone: '+971 4 000 1111', whatsapp: '971500001111', label: 'Sales' });
    const none = await t.app.inject({ url: getContactNumber.path });
    expect(none.json()).toMatchObject({ code: 'default', whatsapp: '971500001111' });
  });

  it('falls back to the configured numbers when the table is empty', async () => {
    await t.database.pool.query(`delete from contact_numbers`);
    const res = await t.app.inject({ url: urlOf(getContactNumber, {}, { code: 'nb1' }) });
    expect(res.json()).toEqual({ code: 'nb1', phone: '+971 4 999 0000', whatsapp: '971509990000', label: '' });
  });

  it('refuses an unknown code naming the parameter', async () => {
    const res = await t.app.inject({ url: `${getContactNumber.path}?code=nb9` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/code/);
  });
});
