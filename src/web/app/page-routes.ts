import type { RouteObject } from '../lib/router';
import { routeList, type Route } from '../../shared/routes';
import { contentPageQuery } from '../features/pages/api/content-page-query';
import { faqQuery } from '../features/faq/api/faq-query';
import { currentLanguage } from '../lib/i18n';
import { mainSiteInfoGuard } from '../lib/main-site-info';
import { productSlug } from '../lib/site-meta';
import { loadPageModule } from './page-modules';
import { queryClient } from './providers';

/**
 * The navigation to the FAQ or a content page waits for its texts, which staff write (issue 31),
 * in the page's language: the page then renders whole, with nothing shifting in after it. A failed
 * call does not stop the navigation: the page says so and offers to try again.
 */
function textsLoader(route: Route) {
  if (route.preload?.includes('faq')) return () => queryClient.prefetchQuery(faqQuery(currentLanguage())).then(() => null);
  if (route.preload?.includes('contentPage')) return () => queryClient.prefetchQuery(contentPageQuery(route.pageCode, currentLanguage())).then(() => null);
  return undefined;
}

/**
 * The router's route of a table route: its page module loads on demand, a guarded page's
 * navigation waits for the main site info (spec section 8), a staff-written page's for its texts.
 */
function pageRoute(route: Route): RouteObject {
  const loader = route.guard ? mainSiteInfoGuard(queryClient, { block: route.guard === 'block' }) : textsLoader(route);
  return {
    // The router matches whole segments only, so welcome-to-{product} gets the configured product's path.
    path: route.path.replace(':product', productSlug()),
    ...(loader && { loader }),
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
