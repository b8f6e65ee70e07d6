import type { RouteMeta } from './routes.js';

/**
 * The site's other pages (spec section 2): contact, campaign steps, PDFs and content pages.
 * Spread into the route table of routes.ts, so findRoute, the router and the server's head tags
 * all know them. A path segment starting with ':' matches any value.
 */
export const shellRoutes = {
  legal: { path: '/legal', pageCode: 'legal' },
  insurance: { path: '/insurance', pageCode: 'insurance' },
  guide: { path: '/guide', pageCode: 'guide' },
  url: { path: '/url', pageCode: 'url' },
  whatsappUs: { path: '/whatsapp-us', pageCode: 'whatsapp_us' },
  locations: { path: '/locations', pageCode: 'locations' },
  aboutUs: { path: '/aboutus', pageCode: 'aboutus' },
  nearestLocations: { path: '/nearest-locations', pageCode: 'nearest_locations' },
  appDownload: { path: '/app-download', pageCode: 'app_download' },
  cookiesDisabled: { path: '/cookies-disabled', pageCode: 'cookies_disabled' },
  confirm: { path: '/confirm', pageCode: 'confirm' },
  counterReviews: { path: '/counter-reviews', pageCode: 'counter_reviews' },
  takeMaidThumbprint: { path: '/take-maid-thumbprint', pageCode: 'take_maid_thumbprint' },
  maps: { path: '/maps', pageCode: 'maps' },
  medAuh: { path: '/med/auh', pageCode: 'med_auh' },
  medDxb: { path: '/med/dxb', pageCode: 'med_dxb' },
  services: { path: '/services', pageCode: 'services' },
  oec: { path: '/oec', pageCode: 'oec' },
  noOec: { path: '/nooec', pageCode: 'nooec' },
  oecMaid: { path: '/oec-maid', pageCode: 'oec_maid' },
  noOecMaid: { path: '/nooec-maid', pageCode: 'nooec_maid' },
  welcome: { path: '/welcome', pageCode: 'welcome' },
  welcomeProduct: { path: '/welcome-to-:product', pageCode: 'welcome_product' },
  welcomeLiveOut: { path: '/welcome/liveout', pageCode: 'welcome_liveout' },
  termsOfService: { path: '/terms-of-service', pageCode: 'terms_of_service' },
  gccKenya: { path: '/gcc-kenya', pageCode: 'gcc_kenya' },
  gccGuide: { path: '/gcc-guide', pageCode: 'gcc_guide' },
  gccGuideAuh: { path: '/gcc-guide-auh', pageCode: 'gcc_guide_auh' },
} satisfies Record<string, RouteMeta>;

/** Paths the server answers with a redirect; the client reloads to reach them. */
export const SERVER_REDIRECT_PATHS = ['/dynamic', '/home'] as const;

/** Whether a route path with ':param' segments matches a pathname. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname;
  const source = pattern
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '[a-z0-9-]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'i').test(pathname);
}
