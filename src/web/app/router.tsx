import { createBrowserRouter } from '../lib/router';
import { pageRoutes } from './page-routes';
import { RootLayout } from './root-layout';

/** The route table of the specification's section 2 (src/shared/routes.ts); pages load on demand. */
export const router = createBrowserRouter([{ element: <RootLayout />, children: pageRoutes() }]);
