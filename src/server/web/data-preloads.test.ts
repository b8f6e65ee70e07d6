import { describe, expect, it } from 'vitest';
import { getMainCcSiteInfo, MAIN_SITE_INFO_QUERY } from '../../shared/api/catalogue/contracts.js';
import { urlOf } from '../../shared/api/contract.js';
import { routeList } from '../../shared/routes.js';
import { DATA_PRELOAD_URLS, dataPreloadTags } from './data-preloads.js';

describe('dataPreloadTags', () => {
  it('resolves the main site info to the URL the web requests (src/web/lib/main-site-info.ts)', () => {
    expect(DATA_PRELOAD_URLS.mainSiteInfo).toBe(urlOf(getMainCcSiteInfo, {}, MAIN_SITE_INFO_QUERY));
    expect(DATA_PRELOAD_URLS.mainSiteInfo).toMatch(/^\/api\/sales\/ccserviceapplication\/getmainccsiteinfo\?.+&/);
  });

  it('preloads the main site info on the pages that wait for it, with the ampersand escaped', () => {
    const tag = `<link rel="preload" as="fetch" crossorigin href="${DATA_PRELOAD_URLS.mainSiteInfo.replaceAll('&', '&amp;')}">`;
    expect(dataPreloadTags('/hire-maid')).toBe(tag);
    expect(dataPreloadTags('/hire-nanny/')).toBe(tag);
  });

  it('preloads nothing on pages that render without waiting for data', () => {
    for (const path of ['/', '/shortlisted-maids', '/hire-maid/faq', '/app', '/some-slug']) expect(dataPreloadTags(path)).toBe('');
  });

  it("follows the route table's preload of every route", () => {
    for (const route of routeList) {
      const tags = dataPreloadTags(route.path.replace(':product', 'maidvisa'));
      expect(tags.split('<link').length - 1, route.id).toBe(route.preload?.length ?? 0);
    }
  });
});
