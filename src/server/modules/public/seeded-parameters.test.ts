import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWhatsappConfig } from '../../../shared/api/appsutils/contracts.js';
import { whatsappConfigSchema } from '../../../shared/api/appsutils/schemas.js';
import { urlOf } from '../../../shared/api/contract.js';
import { getParameters } from '../../../shared/api/public/contracts.js';
import { parameterListSchema, SITE_PARAMETER_CODES } from '../../../shared/api/public/schemas.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seeded site configuration', () => {
  it('has a value for every site parameter code of the spec', async () => {
    const res = await t.app.inject(urlOf(getParameters, {}, { code: SITE_PARAMETER_CODES }));
    const list = parameterListSchema.parse(res.json());
    expect(list.map((p) => p.code)).toEqual([...SITE_PARAMETER_CODES]);
    for (const { value } of list) expect(value).not.toBe('');
  });

  it('has a default WhatsApp config, and others for the landing page and the visa product', async () => {
    const ask = async (query: string) =>
      whatsappConfigSchema.parse((await t.app.inject(`${getWhatsappConfig.path}?${query}`)).json());
    const main = await ask('isForLandingPage=false&websiteType=');
    expect(main.whatsappNumber).toMatch(/^\d{8,15}$/);
    expect(main.whatsappMessage).not.toBe('');
    expect((await ask('isForLandingPage=true')).whatsappMessage).not.toBe(main.whatsappMessage);
    expect((await ask(`websiteType=${t.config.PRODUCT_SLUG}`)).whatsappMessage).not.toBe(main.whatsappMessage);
  });
});
