import { describe, expect, it } from 'vitest';
import { getMainCcSiteInfo, MAIN_SITE_INFO_QUERY } from '../../shared/api/catalogue/contracts.js';
import { urlOf } from '../../shared/api/contract.js';
import { getContentPage, getFaq } from '../../shared/api/site-pages/contracts.js';
import { routeList, routeOf } from '../../shared/routes.js';
import { DATA_PRELOAD_URLS, dataPreloadTags } from './data-preloads.js';

describe('dataPreloadTags', () => {
  it('resolves the main site info to the URL the web requests (src/web/lib/main-site-info.ts)', () => {
    const url = DATA_PRELOAD_URLS.mainSiteInfo(routeOf('hireMaid'), 'en');
    expect(url).toBe(urlOf(getMainCcSiteInfo, {}, MAIN_SITE_INFO_QUERY));
    expect(url).toMatch(/^\/api\/sales\/ccserviceapplication\/getmainccsiteinfo\?.+&/);
  });

  it('preloads the main site info on the pages that wait for it, with the ampersand escaped', () => {
    const tag = `<link rel="preload" as="fetch" crossorigin href="${DATA_PRELOAD_URLS.mainSiteInfo(routeOf('hireMaid'), 'ar').replaceAll('&', '&amp;')}">`;
    expect(dataPreloadTags('/hire-maid', 'ar')).toBe(tag);
    expect(dataPreloadTags('/hire-nanny/', 'en')).toBe(tag);
  });

  it('preloads the FAQ and a content page in the page’s language, at the URL the web asks for (issue 31)', () => {
    expect(dataPreloadTags('/hire-maid/faq', 'ar')).toBe(`<link rel="preload" as="fetch" crossorigin href="${urlOf(getFaq, {}, { lang: 'ar' })}">`);
    expect(dataPreloadTags('/welcome-to-maidvisa', 'fr')).toBe(`<link rel="preload" as="fetch" crossorigin href="${urlOf(getContentPage, { pageCode: 'welcome_product' }, { lang: 'fr' })}">`);
  });

  it('preloads nothing on pages that render without waiting for data', () => {
    for (const path of ['/', '/shortlisted-maids', '/locations', '/app', '/some-slug']) expect(dataPreloadTags(path, 'en')).toBe('');
  });

  it("follows the route table's preload of every route", () => {
    for (const route of routeList) {
      const tags = dataPreloadTags(route.path.replace(':product', 'maidvisa'), 'en');
      expect(tags.split('<link').length - 1, route.id).toBe(route.preload?.length ?? 0);
    }
  });
});
