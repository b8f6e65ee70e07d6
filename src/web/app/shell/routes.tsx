import type { RouteObject } from '../../lib/router';
import { shellRoutes } from '../../../shared/shell-routes';
import { productSlug } from '../../lib/site-meta';

const pages = () => import('../../features/pages/routes');

type ContentPath = keyof Awaited<ReturnType<typeof pages>>['contentPages'];
const CONTENT_PATHS: ContentPath[] = [
  '/take-maid-thumbprint',
  '/med/auh',
  '/med/dxb',
  '/services',
  '/oec',
  '/nooec',
  '/oec-maid',
  '/nooec-maid',
  '/welcome',
  '/welcome/liveout',
  '/terms-of-service',
  '/gcc-kenya',
  '/gcc-guide',
  '/gcc-guide-auh',
  '/locations',
  '/maps',
  '/aboutus',
  '/cookies-disabled',
];

/** The shell's pages (contact, campaign, legal and content), each loaded on demand. */
export const shellRouteObjects: RouteObject[] = [
  { path: shellRoutes.legal.path, lazy: () => import('../../features/legal/legal-page').then((m) => ({ Component: m.LegalPage })) },
  { path: shellRoutes.insurance.path, lazy: () => import('../../features/legal/pdf-page').then((m) => ({ Component: m.InsurancePage })) },
  { path: shellRoutes.guide.path, lazy: () => import('../../features/legal/pdf-page').then((m) => ({ Component: m.GuidePage })) },
  { path: shellRoutes.url.path, lazy: () => import('../../features/campaign/url-page').then((m) => ({ Component: m.UrlPage })) },
  {
    path: shellRoutes.whatsappUs.path,
    lazy: () => import('../../features/contact/whatsapp-us-page').then((m) => ({ Component: m.WhatsappUsPage })),
  },
  { path: shellRoutes.confirm.path, lazy: () => import('../../features/contact/confirm-page').then((m) => ({ Component: m.ConfirmPage })) },
  {
    path: shellRoutes.counterReviews.path,
    lazy: () => import('../../features/contact/counter-reviews-page').then((m) => ({ Component: m.CounterReviewsPage })),
  },
  {
    path: shellRoutes.nearestLocations.path,
    lazy: () => import('../../features/contact/nearest-locations-page').then((m) => ({ Component: m.NearestLocationsPage })),
  },
  {
    path: shellRoutes.appDownload.path,
    lazy: () => import('../../features/contact/app-download-page').then((m) => ({ Component: m.AppDownloadPage })),
  },
  // The router matches whole segments only, so the product's page gets its configured path.
  { path: `/welcome-to-${productSlug()}`, lazy: () => pages().then((m) => ({ Component: m.WelcomeProductPage })) },
  ...CONTENT_PATHS.map((path) => ({ path, lazy: () => pages().then((m) => ({ Component: m.contentPages[path] })) })),
  // Slugs, /dynamic, /home and unknown paths: the server decides (see ServerRedirectPage).
  {
    path: '*',
    lazy: () => import('../../features/campaign/server-redirect-page').then((m) => ({ Component: m.ServerRedirectPage })),
  },
];
