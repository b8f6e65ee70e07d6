import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from '../lib/router';
import { routeList, type Route } from '../../shared/public-routes';
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
function textsLoader(route: Route, client: QueryClient) {
  if (route.preload?.includes('faq')) return () => client.prefetchQuery(faqQuery(currentLanguage())).then(() => null);
  if (route.preload?.includes('contentPage')) return () => client.prefetchQuery(contentPageQuery(route.pageCode, currentLanguage())).then(() => null);
  return undefined;
}

/**
 * The router's route of a table route: its page module loads on demand, a guarded page's
 * navigation waits for the main site info (spec section 8), a staff-written page's for its texts.
 */
function pageRoute(route: Route, client: QueryClient): RouteObject {
  const loader = route.guard ? mainSiteInfoGuard(client, { block: route.guard === 'block' }) : textsLoader(route, client);
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

/**
 * Every public page of the route table (src/shared/public-routes.ts), then what the table does not
 * know. The back office's pages are its own (features/back-office/shared/back-office-routes.ts).
 * The loaders fill `client`: the page's, or on the server the request's own (entry-server.tsx).
 */
export function pageRoutes(client: QueryClient = queryClient): RouteObject[] {
  return [
    ...routeList.map((r) => pageRoute(r, client)),
    // Slugs, /dynamic, /home and unknown paths: the server decides (see ServerRedirectPage).
    {
      path: '*',
      lazy: () => import('../features/campaign/server-redirect-page').then((m) => ({ Component: m.ServerRedirectPage })),
    },
  ];
}
