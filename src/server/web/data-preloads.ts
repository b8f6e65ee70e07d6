import { findRoute, routes } from '../../shared/routes.js';

/**
 * The main site info exactly as the client asks for it (src/web/lib/main-site-info.ts through
 * buildUrl): a preload is used only by a request for the same URL. e2e/page-preloads.test.ts
 * checks that the page then makes no second request.
 */
export const SITE_INFO_URL = '/api/sales/ccserviceapplication/getmainccsiteinfo?returnNationalities=true&returnMatchingTypes=true';

/**
 * The API calls a page's first screen waits for, by route path: /hire-maid (and its nanny twin)
 * renders nothing until the main site info has answered (its route loader, spec section 8), and
 * the catalogue's first page needs its matching types. Preloaded from the head, the call runs
 * beside the scripts instead of after them (docs/performance.md). Other pages fetch it too, but
 * do not wait for it.
 */
const DATA_PRELOADS: Readonly<Record<string, readonly string[]>> = {
  [routes.hireMaid.path]: [SITE_INFO_URL],
  [routes.hireNanny.path]: [SITE_INFO_URL],
};

const tagsByPath = new Map(
  Object.entries(DATA_PRELOADS).map(([path, urls]) => [
    path,
    urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`).join('\n    '),
  ]),
);

/** The preload tags of a page's data (none for most pages). */
export function dataPreloadTags(pathname: string): string {
  const route = findRoute(pathname);
  return (route && tagsByPath.get(route.path)) ?? '';
}
