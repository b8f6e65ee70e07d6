import { getMaid, getMainCcSiteInfo, MAIN_SITE_INFO_QUERY } from '../../shared/api/catalogue/contracts.js';
import { urlOf } from '../../shared/api/contract.js';
import { getContentPage, getFaq } from '../../shared/api/site-pages/contracts.js';
import { findRoute, type DataPreloadId, type Route } from '../../shared/routes.js';
import type { Language } from '../../shared/tracking.js';

/**
 * The URL of each data preload the route table names, for a page of that route in that language.
 * Exactly the URL the client requests (src/web/lib/main-site-info.ts, features/faq/api/faq-query.ts,
 * features/pages/api/content-page-query.ts): a preload is used only by a request for the same URL.
 * e2e/page-preloads.test.ts checks that the page then makes no second request.
 */
export const DATA_PRELOAD_URLS: Readonly<Record<DataPreloadId, (route: Route, lang: Language) => string>> = {
  mainSiteInfo: () => urlOf(getMainCcSiteInfo, {}, MAIN_SITE_INFO_QUERY),
  faq: (_route, lang) => urlOf(getFaq, {}, { lang }),
  contentPage: (route, lang) => urlOf(getContentPage, { pageCode: route.pageCode }, { lang }),
};

/**
 * The tags of the API calls a page's first screen waits for, from the route table's `preload`:
 * /hire-maid and its nanny twin render nothing until the main site info has answered (spec
 * section 8); the FAQ and the content pages wait for their texts in the page's language (issue 31).
 * Preloaded from the head, the call runs beside the scripts instead of after them
 * (docs/performance.md). Other pages fetch the main site info too, but do not wait for it.
 */
const preloadTag = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`;

/** The preload tags of a page's data in the page's language (none for most pages). */
export function dataPreloadTags(pathname: string, lang: Language): string {
  const route = findRoute(pathname);
  return (route?.preload ?? []).map((id) => preloadTag(DATA_PRELOAD_URLS[id](route!, lang))).join('\n    ');
}

/**
 * A shown maid's page waits for her data before it shows anything but a skeleton: the server,
 * which has just found her to write the page's head, preloads the very call her page makes
 * (src/web/features/maid-page/api/get-maid.ts), so it runs beside the scripts.
 */
export function maidPreloadTag(maidId: number): string {
  return preloadTag(urlOf(getMaid, {}, { housemaid: maidId }));
}
