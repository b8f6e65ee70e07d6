import { routeList, type RouteIdOf } from '../../../../shared/routes';
import type { LazyRoute, RouteObject } from '../../../lib/router';
import { BackOfficeLayout } from './back-office-layout';

/**
 * The back office: its frame and its pages (src/shared/routes.ts, `backOffice`), which the site's
 * router loads with the first of them (src/web/app/router.tsx), so that no public page's first
 * load carries their routes or their page module's loader. Each page is rendered by the
 * admin-page module, loaded on demand like a public page's (the server preloads it from the head).
 */
export function backOffice(): LazyRoute {
  return { Component: BackOfficeLayout, children: backOfficeRoutes() };
}

/** The back office's pages, in the route table's order. */
export function backOfficeRoutes(): RouteObject[] {
  return routeList
    .filter((r) => r.backOffice)
    .map((r) => ({
      path: r.path,
      lazy: () => import('../../../app/pages/admin-page').then((m) => ({ Component: m.pages[r.id as RouteIdOf<'admin-page'>] })),
    }));
}
