import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGoogleRate, getIpAddress, getMainCcSiteInfo } from '../../../shared/api/catalogue/contracts.js';
import * as schemas from '../../../shared/api/catalogue/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { mainSiteConfig, siteParameters } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../test/catalogue.js';

const RATE = getGoogleRate.path;
const googleRateSchema = schemas.getGoogleRate.responses[200];
const INFO = getMainCcSiteInfo.path;
const mainSiteInfoSchema = schemas.getMainCcSiteInfo.responses[200];
const IP = getIpAddress.path;
const ipAddressSchema = schemas.getIpAddress.responses[200];

let t: TestApp;
let fx: FixtureCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  fx = await addFixtureCatalogue(t.database.db);
});
afterAll(() => t.close());

async function setParameter(code: string, value: string) {
  await t.database.db
    .insert(siteParameters)
    .values({ code, value })
    .onConflictDoUpdate({ target: siteParameters.code, set: { value } });
}

describe('getgooglerate', () => {
  it('answers the configured rating, count and review link', async () => {
    await setParameter('google_rating', '4.7');
    await setParameter('google_review_count', '2315');
    await setParameter('google_review_url', 'https://g.page/r/example/review');
    const res = await t.app.inject(RATE);
    expect(res.statusCode).toBe(200);
    expect(googleRateSchema.parse(res.json())).toEqual({
      rating: 4.7,
      count: 2315,
      reviewUrl: 'https://g.page/r/example/review',
    });
  });

  it('reads an unreadable value as 0 instead of failing', async () => {
    await setParameter('google_rating', 'great');
    await setParameter('google_review_count', '');
    const body = googleRateSchema.parse((await t.app.inject(RATE)).json());
    expect(body).toMatchObject({ rating: 0, count: 0 });
  });
});

describe('getmainccsiteinfo', () => {
  it('answers the site config, and nationalities and matching types only when asked', async () => {
    const config = { hideWhatsappButton: true, redirectToWhatsapp: true, contactNumber: '+971 4 555 0101', whatsappNumber: '971555550101' };
    await t.database.db
      .insert(mainSiteConfig)
      .values({ id: 1, ...config })
      .onConflictDoUpdate({ target: mainSiteConfig.id, set: config });

    const plain = await t.app.inject(`${INFO}?landingPage=hire-maid&affiliateEvent=ev1&urlParams=utm_source%3Dx&pageCode=home`);
    expect(plain.statusCode).toBe(200);
    expect(mainSiteInfoSchema.parse(plain.json())).toEqual({
      siteConfig: {
        landingPageSiteConfig: { hideWhatsappButton: true },
        ccSiteConfig: { redirectToWhatsapp: true, contactNumber: '+971 4 555 0101', whatsappNumber: '971555550101' },
      },
    });

    const full = mainSiteInfoSchema.parse(
      (await t.app.inject(`${INFO}?returnNationalities=true&returnMatchingTypes=true`)).json(),
    );
    expect(full.nationalities).toContainEqual({
      id: fx.nationalities.a.id,
      code: 'fx_a_land',
      label: 'Fixture A-lander',
      matchingTypeId: fx.types.a.id,
    });
    expect(full.matchingTypes).toContainEqual({ id: fx.types.blocked.id, code: 'fx_blocked', label: 'Fixture Blocked', notAllowed: true });

    const onlyTypes = mainSiteInfoSchema.parse((await t.app.inject(`${INFO}?returnNationalities=false&returnMatchingTypes=1`)).json());
    expect(onlyTypes.nationalities).toBeUndefined();
    expect(onlyTypes.matchingTypes?.length).toBe(full.matchingTypes?.length);
  });

  it('falls back to the configured contact numbers without a main_site_config row', async () => {
    const bare = await createTestApp({ SITE_PHONE: '+971 4 222 3333', SITE_WHATSAPP: '971522223333' });
    try {
      await bare.database.db.delete(mainSiteConfig);
      const res = await bare.app.inject(INFO);
      expect(res.statusCode).toBe(200);
      expect(mainSiteInfoSchema.parse(res.json()).siteConfig).toEqual({
        landingPageSiteConfig: { hideWhatsappButton: false },
        ccSiteConfig: { redirectToWhatsapp: false, contactNumber: '+971 4 222 3333', whatsappNumber: '971522223333' },
      });
    } finally {
      await bare.close();
    }
  });

  it.each([
    ['returnNationalities=yes please', 'returnNationalities'],
    ['returnMatchingTypes=2', 'returnMatchingTypes'],
    [`urlParams=${'x'.repeat(4001)}`, 'urlParams'],
    [`landingPage=${'p'.repeat(201)}`, 'landingPage'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`${INFO}?${query.replace(/ /g, '%20')}`);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error).toContain(`'${param}'`);
  });
});

describe('getipaddress', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.7' };

  it('answers the direct caller and ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const direct = await t.app.inject({ url: IP, remoteAddress: '198.51.100.9' });
    expect(ipAddressSchema.parse(direct.json())).toEqual({ ip: '198.51.100.9' });
    const spoofed = await t.app.inject({ url: IP, remoteAddress: '198.51.100.9', headers: forwarded });
    expect(spoofed.json()).toEqual({ ip: '198.51.100.9' });
  });

  it('believes X-Forwarded-For from any proxy when TRUST_PROXY=true', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({ url: IP, remoteAddress: '10.0.0.5', headers: forwarded });
      expect(res.json()).toEqual({ ip: '203.0.113.7' });
      const direct = await proxied.app.inject({ url: IP, remoteAddress: '198.51.100.9' });
      expect(direct.json()).toEqual({ ip: '198.51.100.9' });
    } finally {
      await proxied.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY lists', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const viaProxy = await proxied.app.inject({ url: IP, remoteAddress: '10.1.2.3', headers: forwarded });
      expect(viaProxy.json()).toEqual({ ip: '203.0.113.7' });
      const notAProxy = await proxied.app.inject({ url: IP, remoteAddress: '198.51.100.9', headers: forwarded });
      expect(notAProxy.json()).toEqual({ ip: '198.51.100.9' });
    } finally {
      await proxied.close();
    }
  });
});
