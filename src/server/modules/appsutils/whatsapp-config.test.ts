import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { getWhatsappConfig } from '../../../shared/api/appsutils/contracts.js';
import { whatsappConfigSchema } from '../../../shared/api/appsutils/schemas.js';
import { LANG_COOKIE } from '../../../shared/i18n/language-choice.js';
import type { Language } from '../../../shared/tracking.js';
import { whatsappConfigs } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { aMaidId } from '../../test/appsutils.js';

let t: TestApp;
let maidId: number;
let product: string;
beforeAll(async () => {
  t = await createTestApp();
  maidId = await aMaidId(t.database.db);
  product = t.config.PRODUCT_SLUG;
  // This test's own rows (its database is a private clone), one per level of specificity.
  await t.database.db.delete(whatsappConfigs);
  await t.database.db.insert(whatsappConfigs).values([
    { whatsappNumber: '971500000001', whatsappMessage: { en: 'default' } },
    { isForLandingPage: true, whatsappNumber: '971500000002', whatsappMessage: { en: 'landing' } },
    { websiteType: product, whatsappNumber: '971500000003', whatsappMessage: { en: 'product' } },
    { websiteType: product, isForLandingPage: true, whatsappNumber: '971500000004', whatsappMessage: { en: 'product landing' } },
    { affiliateEventCode: 'MerrittGroup', whatsappNumber: '971500000005', whatsappMessage: { en: 'affiliate' } },
    { housemaidId: maidId, whatsappNumber: '971500000006', whatsappMessage: { en: 'maid', ar: 'العاملة', ru: 'домработница' } },
  ]);
});
afterAll(() => t.close());

async function ask(query: string, lang?: Language) {
  const res = await t.app.inject({ url: `${getWhatsappConfig.path}?${query}`, cookies: lang ? { [LANG_COOKIE]: lang } : {} });
  expect(res.statusCode).toBe(200);
  return whatsappConfigSchema.parse(res.json()).whatsappMessage;
}

describe('getwhatsappconfig', () => {
  it('answers the default row when nothing more specific matches', async () => {
    expect(await ask('')).toBe('default');
    expect(await ask('isForLandingPage=false&websiteType=&affiliateEventCode=&urlParams=&maidId=')).toBe('default');
    expect(await ask('isForLandingPage=false&urlParams=utm_source%3Dx')).toBe('default');
  });

  it('prefers maid, then affiliate event, then website type, then landing page', async () => {
    expect(await ask('isForLandingPage=true')).toBe('landing');
    expect(await ask(`websiteType=${product}`)).toBe('product');
    expect(await ask(`websiteType=${product}&isForLandingPage=true`)).toBe('product landing');
    expect(await ask(`websiteType=${product}&isForLandingPage=true&affiliateEventCode=merrittgroup`)).toBe('affiliate');
    expect(await ask(`websiteType=${product}&isForLandingPage=true&affiliateEventCode=MerrittGroup&maidId=${maidId}`)).toBe('maid');
  });

  it("answers the message in the visitor's language (their lang cookie), the English where staff left it empty", async () => {
    const maid = `maidId=${maidId}`;
    expect(await ask(maid, 'ar')).toBe('العاملة');
    expect(await ask(maid, 'ru')).toBe('домработница');
    expect(await ask(maid, 'fr')).toBe('maid');
    expect(await ask(maid, 'en')).toBe('maid');
    expect(await ask(maid)).toBe('maid');
    expect(await ask('', 'ar')).toBe('default');
  });

  it('treats an unknown website type, affiliate or maid as the main site', async () => {
    expect(await ask('websiteType=somethingelse')).toBe('default');
    expect(await ask('affiliateEventCode=nobody&isForLandingPage=true')).toBe('landing');
    expect(await ask(`maidId=${maidId + 100000}`)).toBe('default');
  });

  it("falls back to the site's WhatsApp line when no row is configured", async () => {
    await t.database.db.delete(whatsappConfigs);
    const res = await t.app.inject(getWhatsappConfig.path);
    expect(whatsappConfigSchema.parse(res.json())).toEqual({ whatsappNumber: t.config.SITE_WHATSAPP, whatsappMessage: '' });
  });

  it('refuses malformed parameters with a 400 naming them', async () => {
    for (const [query, name] of [
      ['maidId=abc', 'maidId'],
      ['maidId=1.5', 'maidId'],
      ['maidId=-3', 'maidId'],
      ['isForLandingPage=maybe', 'isForLandingPage'],
      [`affiliateEventCode=${'a'.repeat(101)}`, 'affiliateEventCode'],
      [`urlParams=${'a'.repeat(2049)}`, 'urlParams'],
    ]) {
      const res = await t.app.inject(`${getWhatsappConfig.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(res.json()).error).toContain(`'${name}'`);
    }
  });
});
