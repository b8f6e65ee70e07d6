import { getMaid, getMainCcSiteInfo, MAIN_SITE_INFO_QUERY } from '../../shared/api/catalogue/contracts.js';
import { urlOf } from '../../shared/api/contract.js';
import { findRoute, routeList, type DataPreloadId } from '../../shared/routes.js';

/**
 * The URL of each data preload the route table names. Exactly the URL the client requests
 * (src/web/lib/main-site-info.ts): a preload is used only by a request for the same URL.
 * e2e/page-preloads.test.ts checks that the page then makes no second request.
 */
export const DATA_PRELOAD_URLS: Readonly<Record<DataPreloadId, string>> = {
  mainSiteInfo: urlOf(getMainCcSiteInfo, {}, MAIN_SITE_INFO_QUERY),
};

/**
 * The tags of the API calls a page's first screen waits for, by route id, from the table's
 * `preload` (today /hire-maid and its nanny twin: they render nothing until the main site info
 * has answered, spec section 8). Preloaded from the head, the call runs beside the scripts instead
 * of after them (docs/performance.md). Other pages fetch it too, but do not wait for it.
 */
const preloadTag = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`;

const tagsById = new Map(routeList.map((route) => [route.id, (route.preload ?? []).map((id) => preloadTag(DATA_PRELOAD_URLS[id])).join('\n    ')]));

/** The preload tags of a page's data (none for most pages). */
export function dataPreloadTags(pathname: string): string {
  const route = findRoute(pathname);
  return (route && tagsById.get(route.id)) ?? '';
}

/**
 * A shown maid's page waits for her data before it shows anything but a skeleton: the server,
 * which has just found her to write the page's head, preloads the very call her page makes
 * (src/web/features/maid-page/api/get-maid.ts), so it runs beside the scripts.
 */
export function maidPreloadTag(maidId: number): string {
  return preloadTag(urlOf(getMaid, {}, { housemaid: maidId }));
}
