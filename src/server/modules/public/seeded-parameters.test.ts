import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameterListSchema, SITE_PARAMETER_CODES, whatsappConfigSchema } from '../../../shared/api/site.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seeded site configuration', () => {
  it('has a value for every site parameter code of the spec', async () => {
    const res = await t.app.inject(`/api/public/parameter?code=${SITE_PARAMETER_CODES.join(',')}`);
    const list = parameterListSchema.parse(res.json());
    expect(list.map((p) => p.code)).toEqual([...SITE_PARAMETER_CODES]);
    for (const { value } of list) expect(value).not.toBe('');
  });

  it('has a default WhatsApp config, and others for the landing page and the visa product', async () => {
    const ask = async (query: string) =>
      whatsappConfigSchema.parse((await t.app.inject(`/api/sales/appsutils/getwhatsappconfig?${query}`)).json());
    const main = await ask('isForLandingPage=false&websiteType=');
    expect(main.whatsappNumber).toMatch(/^\d{8,15}$/);
    expect(main.whatsappMessage).not.toBe('');
    expect((await ask('isForLandingPage=true')).whatsappMessage).not.toBe(main.whatsappMessage);
    expect((await ask(`websiteType=${t.config.PRODUCT_SLUG}`)).whatsappMessage).not.toBe(main.whatsappMessage);
  });
});
