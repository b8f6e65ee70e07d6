import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { renderHead } from './render-head.js';

const config = { SITE_NAME: 'Test Maids', WHATSAPP_HOST: 'https://wa.test', PRODUCT_SLUG: 'maidvisa' } as Config;
const head = (path: string) => renderHead(new URL(path, 'http://local'), config);
const title = (path: string) => /<title>(.*)<\/title>/.exec(head(path))![1];

describe('renderHead', () => {
  it('writes each browsing page its own title', () => {
    expect(title('/')).toBe('Hire a Full-time Maid in the UAE | Test Maids');
    expect(title('/hire-maid')).toBe('Full-time Maids Available Now | Test Maids');
    expect(title('/shortlisted-maids')).toBe('My List of Maids | Test Maids');
  });

  it('uses the nanny labels in nanny mode: route data, a nanny URL or switch_m=nanny', () => {
    expect(title('/hire-nanny')).toBe('Full-time Nannies Available Now | Test Maids');
    expect(title('/?utm_content=babysitter')).toBe('Hire a Full-time Nanny in the UAE | Test Maids');
    expect(title('/hire-maid?switch_m=nanny')).toBe('Full-time Nannies Available Now | Test Maids');
    expect(head('/hire-nanny')).toMatch(/<meta name="description" content="[^"]*nannies[^"]*">/);
  });

  it("writes the route's title and description in the page's language, nanny mode included", () => {
    const inArabic = (path: string) => renderHead(new URL(path, 'http://local'), config, undefined, undefined, 'ar');
    const arabic = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../shared/i18n/catalogues/ar.json'), 'utf8')) as Record<string, string>;
    expect(/<title>(.*)<\/title>/.exec(inArabic('/hire-maid'))![1]).toBe(`${arabic['Full-time Maids Available Now']} | Test Maids`);
    expect(/<title>(.*)<\/title>/.exec(inArabic('/hire-nanny'))![1]).toBe(`${arabic['Full-time Nannies Available Now']} | Test Maids`);
    expect(inArabic('/hire-maid')).toMatch(/<meta name="description" content="[^"]*[\u0600-\u06ff][^"]*">/);
    expect(arabic['Full-time Maids Available Now']).not.toBe(arabic['Full-time Nannies Available Now']);
  });

  it("drops 'full-time' from the title and description with v_nfts", () => {
    expect(title('/?v_nfts=1')).toBe('Hire a Maid in the UAE | Test Maids');
    expect(head('/hire-maid?v_nfts')).not.toMatch(/full-time/i);
  });

  it('keeps the back office out of search engines and free of the tag manager', () => {
    const withGtm = { ...config, GTM_ID: 'GTM-TEST' } as Config;
    const admin = renderHead(new URL('/admin/staff', 'http://local'), withGtm);
    expect(admin).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(admin).not.toContain('gtm-id');
    expect(admin).toContain('<title>Staff Accounts · Back Office | Test Maids</title>');
    const site = renderHead(new URL('/', 'http://local'), withGtm);
    expect(site).not.toContain('noindex');
    expect(site).toContain('<meta name="gtm-id" content="GTM-TEST">');
  });

  it("keeps a family's payment link and the test checkout out of search engines", () => {
    expect(head('/pay/abc.def')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(title('/pay/abc.def')).toBe('Pay by Card | Test Maids');
    expect(head('/pay/test-checkout/3f1c0d6e-0000-4000-8000-000000000001')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head('/my-list/compare')).not.toContain('noindex');
  });
});
