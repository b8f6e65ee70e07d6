import type { RouteObject } from '../lib/router';
import { routeList, type Route } from '../../shared/routes';
import { mainSiteInfoGuard } from '../lib/main-site-info';
import { productSlug } from '../lib/site-meta';
import { loadPageModule } from './page-modules';
import { queryClient } from './providers';

/**
 * The router's route of a table route: its page module loads on demand, and a guarded page's
 * navigation waits for the main site info (spec section 8).
 */
function pageRoute(route: Route): RouteObject {
  return {
    // The router matches whole segments only, so welcome-to-{product} gets the configured product's path.
    path: route.path.replace(':product', productSlug()),
    ...(route.guard && { loader: mainSiteInfoGuard(queryClient, { block: route.guard === 'block' }) }),
    lazy: () =>
      loadPageModule(route.page).then((m) => ({
        Component: m.pages[route.id],
        ...(m.ErrorBoundary && { ErrorBoundary: m.ErrorBoundary }),
      })),
  };
}

/** The back office's pages (src/shared/routes.ts, `backOffice`), rendered in its own frame. */
export function backOfficeRoutes(): RouteObject[] {
  return routeList.filter((r) => r.backOffice).map(pageRoute);
}

/** Every public page of the route table (src/shared/routes.ts), then what the table does not know. */
export function pageRoutes(): RouteObject[] {
  return [
    ...routeList.filter((r) => !r.backOffice).map(pageRoute),
    // Slugs, /dynamic, /home and unknown paths: the server decides (see ServerRedirectPage).
    {
      path: '*',
      lazy: () => import('../features/campaign/server-redirect-page').then((m) => ({ Component: m.ServerRedirectPage })),
    },
  ];
}
