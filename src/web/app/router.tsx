import { createBrowserRouter } from '../lib/router';
import { pageRoutes } from './page-routes';
import { RootLayout } from './root-layout';

/**
 * The route table of the specification's section 2 (src/shared/routes.ts); pages load on demand.
 * The back office has a frame of its own, loaded with its first page together with its routes:
 * no public page loads either. A path under /admin it does not know goes to the fallback ('*').
 */
export const router = createBrowserRouter([
  { element: <RootLayout />, children: pageRoutes() },
  { path: '/admin/*', lazy: () => import('../features/back-office/shared/back-office-routes').then((m) => m.backOffice()) },
]);
