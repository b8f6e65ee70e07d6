import { createBrowserRouter } from '../lib/router';
import { RootLayout } from './root-layout';
import { shellRouteObjects } from './shell/routes';

/** The route table of the specification's section 2; pages load on demand. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: '/hire-maid', lazy: () => import('./pages/hire-maid-page').then((m) => ({ Component: m.HireMaidPage, loader: m.hireMaidLoader, ErrorBoundary: m.HireMaidError })) },
      { path: '/hire-nanny', lazy: () => import('./pages/hire-maid-page').then((m) => ({ Component: m.HireNannyPage, loader: m.hireMaidLoader, ErrorBoundary: m.HireMaidError })) },
      { path: '/hire-maid/faq', lazy: () => import('./pages/faq-page').then((m) => ({ Component: m.FaqPage })) },
      { path: '/shortlisted-maids', lazy: () => import('./pages/shortlisted-maids-page').then((m) => ({ Component: m.ShortlistedMaidsPage })) },
      { path: '/app', lazy: () => import('./pages/app-page').then((m) => ({ Component: m.AppPage })) },
      { path: '/app-services', lazy: () => import('./pages/app-services-page').then((m) => ({ Component: m.AppServicesPage })) },
      ...shellRouteObjects,
    ],
  },
]);
