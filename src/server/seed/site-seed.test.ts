import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PARAMETER_CODES } from '../../shared/api/constants.js';
import { untranslatedLanguages } from '../../shared/i18n/localized-text.js';
import {
  contactNumbers,
  downloadableResources,
  housemaids,
  mainSiteConfig,
  redirectLinks,
  siteParameters,
  whatsappConfigs,
} from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeded site configuration', () => {
  it('has every site parameter code of the spec, with the visa ETA shown', async () => {
    const rows = await t.database.db.select().from(siteParameters);
    const byCode = new Map(rows.map((r) => [r.code, r.value]));
    for (const code of SITE_PARAMETER_CODES) expect(byCode.has(code), code).toBe(true);
    expect(Number(byCode.get('sites_visa_eta_value'))).toBeGreaterThan(0);
    expect(byCode.get('sites_visa_eta_value')).toBe(byCode.get('sites_visa_eta_show'));
    expect(Number(byCode.get('google_rating'))).toBeGreaterThan(0);
  });

  it('has the main site config row, the contact lines and a default WhatsApp config', async () => {
    const db = t.database.db;
    expect(await db.select({ id: mainSiteConfig.id }).from(mainSiteConfig)).toEqual([{ id: 1 }]);
    const codes = (await db.select({ code: contactNumbers.code }).from(contactNumbers)).map((r) => r.code).sort();
    expect(codes).toEqual(['default', 'nb1', 'nb2', 'nb3', 'nb4', 'nb5']);
    const configs = await db.select().from(whatsappConfigs);
    expect(
      configs.some((c) => c.housemaidId === null && c.affiliateEventCode === null && c.websiteType === null && c.isForLandingPage === null),
    ).toBe(true);
    expect(configs.some((c) => c.websiteType === t.config.PRODUCT_SLUG)).toBe(true);
    // The demo carries every language (issue 31): no message leaves a family with the English.
    expect(configs.filter((c) => untranslatedLanguages(c.whatsappMessage).length > 0)).toEqual([]);
  });

  it('has every external redirect of the spec and about 130 WhatsApp campaign slugs', async () => {
    const rows = await t.database.db.select().from(redirectLinks);
    const slugs = new Set(rows.map((r) => r.slug));
    const external = ['call_us', 'callus', 'talk_to_us', 'cancellation', 'new-call', 'support', 'whatsapp', 'client-relations-call',
      'client-relations-chat', 'maid-relations-call', 'maid-relations-chat', 'reviews', 'Google', 'reviewus', 'visaportal', 'ccapp',
      'trade-license', 'visa-sample', 'offer-letter-sample', 'agreement-sample', 'dd-sample', 'nas-insurance-list', 'attested-contract',
      'patiencetips', 'poea', 'maid-visa-apply', 'all-locations'];
    for (const slug of external) expect(slugs.has(slug), slug).toBe(true);
    const campaign = rows.filter((r) => /^(qr\d+|wa-\d|mv-\d+|hp-\d+)$/.test(r.slug));
    expect(campaign.length).toBeGreaterThanOrEqual(125);
    expect(campaign.every((r) => r.kind === 'whatsapp' && /^\d{8,15}$/.test(r.targetUrl) && r.message)).toBe(true);
    const products = Object.fromEntries(rows.filter((r) => r.product).map((r) => [r.slug, r.product]));
    expect(products).toEqual({ 'wa-1': 'nanny_visa', 'wa-2': 'maid_visa', 'wa-3': 'driver_visa' });
    expect(rows.find((r) => r.slug === 'ccapp')?.desktopUrl).toBeTruthy();
  });

  it('links every document redirect to a seeded resource', async () => {
    const db = t.database.db;
    const codes = new Set((await db.select({ code: downloadableResources.code }).from(downloadableResources)).map((r) => r.code));
    const documents = (await db.select().from(redirectLinks)).filter((r) => r.kind === 'document');
    expect(documents.length).toBeGreaterThan(5);
    for (const d of documents) expect(codes.has(new URL(d.targetUrl, 'http://x').searchParams.get('code')!), d.slug).toBe(true);
  });
});

describe('seeded files', () => {
  it('stores every resource as a real PDF', async () => {
    const rows = await t.database.db.select().from(downloadableResources);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const bytes = await t.app.storage.get(r.storageKey);
      expect(bytes.subarray(0, 5).toString('latin1'), r.code).toBe('%PDF-');
    }
  });

  it('stores every maid video as an MP4 and every poster as a JPEG', async () => {
    const files = await t.database.db
      .select({ video: housemaids.videoFile, poster: housemaids.posterFile })
      .from(housemaids)
      .groupBy(housemaids.videoFile, housemaids.posterFile)
      .orderBy(sql`1`);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const video = await t.app.storage.get(`media/${f.video}`);
      expect(video.subarray(4, 8).toString('latin1'), f.video).toBe('ftyp');
      const poster = await t.app.storage.get(`media/${f.poster}`);
      expect([poster[0], poster[1]], f.poster).toEqual([0xff, 0xd8]);
    }
  });
});
