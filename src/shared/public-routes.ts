/**
 * The public site's part of the route table of the specification (section 2): every page but the
 * staff's back office. The whole table is src/shared/routes.ts, which the server, the tests and the
 * back office read; the public site's code reads this part, so that the back office's routes are
 * not in every page's first load (docs/performance.md, 2026-11-29). Each route's id also keys its
 * title, description and keywords in route-texts.ts, which stays apart for the same reason.
 */
import { fillPath, matchPath, type PathParams } from './route-path.js';

export interface RouteMeta {
  /** ':name' is a path parameter, a segment or part of one ('/maid/:id', '/welcome-to-:product'): route-path.ts. */
  path: string;
  /** The page code sent with the page's API requests and page views. */
  pageCode: string;
  /**
   * The page module that renders the route: src/web/app/pages/<page>.tsx. The web loads it on
   * demand; the server finds its chunk in the build manifest under the same name.
   */
  page: string;
  /** Nanny mode for every visit of this page. */
  nannyMode?: boolean;
  /**
   * The main-site-info guard (spec section 8): the page's navigation waits for the main site
   * info; when the call fails, 'block' stops the navigation (the page module's ErrorBoundary
   * shows), 'proceed' opens the page without it.
   */
  guard?: 'block' | 'proceed';
  /**
   * The API data the server preloads from the page's head (its URL: src/server/web/data-preloads.ts).
   * The FAQ and the content pages' texts (issue 31) are also what their navigation waits for
   * (src/web/app/page-routes.ts), so the page renders whole, in the page's language.
   */
  preload?: readonly DataPreloadId[];
  /**
   * The staff's back office: its own frame (no site header, banners or tracking), loaded apart
   * from the public site's code, and never indexed by search engines.
   */
  backOffice?: true;
  /** A page of one family's own (a payment link, an interview call's link): never indexed by search engines. */
  noindex?: true;
}

/** Data a page's first screen waits for, by name; the server resolves each to its URL. */
export type DataPreloadId = 'mainSiteInfo' | 'faq' | 'contentPage';

export const routes = {
  home: { path: '/', pageCode: 'landing', page: 'home-page' },
  hireMaid: { path: '/hire-maid', pageCode: 'hire_maid', page: 'hire-maid-page', guard: 'block', preload: ['mainSiteInfo'] },
  hireNanny: {
    path: '/hire-nanny',
    pageCode: 'hire_nanny',
    page: 'hire-maid-page',
    nannyMode: true,
    guard: 'block',
    preload: ['mainSiteInfo'],
  },
  faq: { path: '/hire-maid/faq', pageCode: 'hire_maid_faq', page: 'faq-page', preload: ['faq'] },
  /** One maid's page: her video, facts, skills, languages and experience. */
  maid: { path: '/maid/:id', pageCode: 'maid', page: 'maid-page' },
  /** Two to four maids of My List side by side: `?ids=1,2,3`. */
  compare: { path: '/my-list/compare', pageCode: 'my_list_compare', page: 'compare-page' },
  shortlistedMaids: { path: '/shortlisted-maids', pageCode: 'shortlisted_maids', page: 'shortlisted-maids-page' },
  application: { path: '/app', pageCode: 'cc_app', page: 'app-page' },
  /** The family's status page after submitting: `?appId=` (and `t=` from the stage SMS's link). */
  myApplication: { path: '/my-application', pageCode: 'my_application', page: 'my-application-page' },
  /** A payment link sent by SMS for a returned debit (issue 30): pay it by card, no session needed. */
  payLink: { path: '/pay/:token', pageCode: 'pay_link', page: 'pay-page', noindex: true },
  /** The test-mode card provider's checkout page (no real money; used when no card provider is configured). */
  testCheckout: { path: '/pay/test-checkout/:checkoutId', pageCode: 'pay_test_checkout', page: 'pay-page', noindex: true },
  /** A family's interview call with a maid (issue 32), by the signed link of its SMS: see it, add it to a calendar, cancel or move it. */
  interview: { path: '/interview/:token', pageCode: 'interview', page: 'interview-page', noindex: true },
  appServices: { path: '/app-services', pageCode: 'cc_app_services', page: 'app-services-page' },
  // Contact, campaign steps and PDFs.
  legal: { path: '/legal', pageCode: 'legal', page: 'legal-page' },
  insurance: { path: '/insurance', pageCode: 'insurance', page: 'pdf-page' },
  guide: { path: '/guide', pageCode: 'guide', page: 'pdf-page' },
  url: { path: '/url', pageCode: 'url', page: 'url-page' },
  whatsappUs: { path: '/whatsapp-us', pageCode: 'whatsapp_us', page: 'whatsapp-us-page' },
  nearestLocations: { path: '/nearest-locations', pageCode: 'nearest_locations', page: 'nearest-locations-page' },
  appDownload: { path: '/app-download', pageCode: 'app_download', page: 'app-download-page' },
  confirm: { path: '/confirm', pageCode: 'confirm', page: 'confirm-page' },
  counterReviews: { path: '/counter-reviews', pageCode: 'counter_reviews', page: 'counter-reviews-page' },
  // Content pages: one module for all of them.
  locations: { path: '/locations', pageCode: 'locations', page: 'content-page' },
  aboutUs: { path: '/aboutus', pageCode: 'aboutus', page: 'content-page' },
  cookiesDisabled: { path: '/cookies-disabled', pageCode: 'cookies_disabled', page: 'content-page' },
  takeMaidThumbprint: { path: '/take-maid-thumbprint', pageCode: 'take_maid_thumbprint', page: 'content-page', preload: ['contentPage'] },
  maps: { path: '/maps', pageCode: 'maps', page: 'content-page' },
  medAuh: { path: '/med/auh', pageCode: 'med_auh', page: 'content-page', preload: ['contentPage'] },
  medDxb: { path: '/med/dxb', pageCode: 'med_dxb', page: 'content-page', preload: ['contentPage'] },
  services: { path: '/services', pageCode: 'services', page: 'content-page', preload: ['contentPage'] },
  oec: { path: '/oec', pageCode: 'oec', page: 'content-page', preload: ['contentPage'] },
  noOec: { path: '/nooec', pageCode: 'nooec', page: 'content-page', preload: ['contentPage'] },
  oecMaid: { path: '/oec-maid', pageCode: 'oec_maid', page: 'content-page', preload: ['contentPage'] },
  noOecMaid: { path: '/nooec-maid', pageCode: 'nooec_maid', page: 'content-page', preload: ['contentPage'] },
  welcome: { path: '/welcome', pageCode: 'welcome', page: 'content-page', preload: ['contentPage'] },
  welcomeProduct: { path: '/welcome-to-:product', pageCode: 'welcome_product', page: 'content-page', preload: ['contentPage'] },
  welcomeLiveOut: { path: '/welcome/liveout', pageCode: 'welcome_liveout', page: 'content-page', preload: ['contentPage'] },
  termsOfService: { path: '/terms-of-service', pageCode: 'terms_of_service', page: 'content-page', preload: ['contentPage'] },
  gccKenya: { path: '/gcc-kenya', pageCode: 'gcc_kenya', page: 'content-page', preload: ['contentPage'] },
  gccGuide: { path: '/gcc-guide', pageCode: 'gcc_guide', page: 'content-page', preload: ['contentPage'] },
  gccGuideAuh: { path: '/gcc-guide-auh', pageCode: 'gcc_guide_auh', page: 'content-page', preload: ['contentPage'] },
} as const satisfies Record<string, RouteMeta>;

/** A route of a table with its id. */
export type TableRoute<Table extends Record<string, RouteMeta>> = RouteMeta & { id: keyof Table & string; page: Table[keyof Table]['page'] };

/** A table's routes in order, and finding one by id, by pathname, or writing its path. */
export function routeLookups<Table extends Record<string, RouteMeta>>(table: Table) {
  type Id = keyof Table & string;
  const routeList: ReadonlyArray<TableRoute<Table>> = Object.entries(table).map(([id, route]) => ({ id, ...route }) as TableRoute<Table>);
  const byPath = new Map(routeList.map((r) => [r.path, r]));
  const patternRoutes = routeList.filter((r) => r.path.includes(':'));
  return {
    routeList,
    /** The route of an id. */
    routeOf: (id: Id): TableRoute<Table> => byPath.get(table[id]!.path)!,
    /** The route whose path matches exactly (trailing slash ignored), or undefined. */
    findRoute(pathname: string): TableRoute<Table> | undefined {
      const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      return byPath.get(clean) ?? patternRoutes.find((r) => matchesPattern(r.path, clean));
    },
    /** The path of a route, its parameters filled in: hrefOf('maid', { id: '12' }) is '/maid/12'. */
    hrefOf: (id: Id, params: PathParams = {}): string => fillPath(table[id]!.path, params),
  };
}

/** Whether a route path with ':param' segments matches a pathname. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname;
  return matchPath(pattern, pathname) !== null;
}

/** The parameters of a pathname for its route ({} for a route without any). */
export function routeParams(route: RouteMeta, pathname: string): PathParams {
  return matchPath(route.path, pathname) ?? {};
}

/** A public route with its id. */
export type Route = TableRoute<typeof routes>;
export const { routeList, routeOf, findRoute, hrefOf } = routeLookups(routes);
