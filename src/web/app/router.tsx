import { createBrowserRouter } from '../lib/router';
import { backOfficeRoutes, pageRoutes } from './page-routes';
import { RootLayout } from './root-layout';

/**
 * The route table of the specification's section 2 (src/shared/routes.ts); pages load on demand.
 * The back office has a frame of its own, loaded with its first page: no public page loads it.
 */
export const router = createBrowserRouter([
  { element: <RootLayout />, children: pageRoutes() },
  {
    lazy: () => import('../features/back-office/shared/back-office-layout').then((m) => ({ Component: m.BackOfficeLayout })),
    children: backOfficeRoutes(),
  },
]);
