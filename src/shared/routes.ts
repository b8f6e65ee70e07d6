/**
 * The route table of the specification (section 2), the one list of the site's pages: the public
 * site's (public-routes.ts, which the public site's own code reads, so that its first load does not
 * carry the back office's routes) and the staff's back office. The web router
 * (src/web/app/page-routes.ts, and the back office's own routes) and the server (src/server/web:
 * head tags, page-chunk and data preloads) are both derived from it. Each route's id also keys its
 * title, description and keywords in route-texts.ts, which stays apart so the texts are not in the
 * web's first load.
 */
import type { PathParams } from './route-path.js';
import { routeLookups, routes as publicRoutes, type RouteMeta } from './public-routes.js';

export { matchesPattern, routeParams, type DataPreloadId, type RouteMeta } from './public-routes.js';

const backOfficeRoutes = {
  // The staff's back office (docs/api/admin.md).
  admin: { path: '/admin', pageCode: 'admin', page: 'admin-page', backOffice: true },
  adminAccount: { path: '/admin/account', pageCode: 'admin_account', page: 'admin-page', backOffice: true },
  adminStaff: { path: '/admin/staff', pageCode: 'admin_staff', page: 'admin-page', backOffice: true },
  adminAudit: { path: '/admin/audit', pageCode: 'admin_audit', page: 'admin-page', backOffice: true },
  adminMaids: { path: '/admin/maids', pageCode: 'admin_maids', page: 'admin-page', backOffice: true },
  /** One maid: `?id=` to edit her, none to add one. */
  adminMaid: { path: '/admin/maid', pageCode: 'admin_maid', page: 'admin-page', backOffice: true },
  adminLinks: { path: '/admin/links', pageCode: 'admin_links', page: 'admin-page', backOffice: true },
  /** One link: `?slug=` to edit it, none to add one. */
  adminLink: { path: '/admin/link', pageCode: 'admin_link', page: 'admin-page', backOffice: true },
  adminContent: { path: '/admin/content', pageCode: 'admin_content', page: 'admin-page', backOffice: true },
  adminBanner: { path: '/admin/banner', pageCode: 'admin_banner', page: 'admin-page', backOffice: true },
  /** The FAQ's entries, in every language (issue 31). */
  adminFaq: { path: '/admin/faq', pageCode: 'admin_faq', page: 'admin-page', backOffice: true },
  /** The content pages' texts: the list, and one page by `?code=` (its route's page code). */
  adminPages: { path: '/admin/pages', pageCode: 'admin_pages', page: 'admin-page', backOffice: true },
  adminPage: { path: '/admin/page', pageCode: 'admin_page', page: 'admin-page', backOffice: true },
  adminTestimonials: { path: '/admin/testimonials', pageCode: 'admin_testimonials', page: 'admin-page', backOffice: true },
  adminPrices: { path: '/admin/prices', pageCode: 'admin_prices', page: 'admin-page', backOffice: true },
  adminOutbox: { path: '/admin/outbox', pageCode: 'admin_outbox', page: 'admin-page', backOffice: true },
  adminApplications: { path: '/admin/applications', pageCode: 'admin_applications', page: 'admin-page', backOffice: true },
  /** One hire application: `?id=`. */
  adminApplication: { path: '/admin/application', pageCode: 'admin_application', page: 'admin-page', backOffice: true },
  /** The service desk: the families' requests after their maid arrived (issue 29). */
  adminServiceDesk: { path: '/admin/service-desk', pageCode: 'admin_service_desk', page: 'admin-page', backOffice: true },
  /** One request: `?id=`. */
  adminServiceRequest: { path: '/admin/service-request', pageCode: 'admin_service_request', page: 'admin-page', backOffice: true },
  adminServiceTerms: { path: '/admin/service-terms', pageCode: 'admin_service_terms', page: 'admin-page', backOffice: true },
  /** Finance: the collection file for the bank, the bank's results, the statements as CSV (issue 30). */
  adminMoney: { path: '/admin/money', pageCode: 'admin_money', page: 'admin-page', backOffice: true },
  /** The interview calendar (issue 32): one day's slots and calls, `?day=` (YYYY-MM-DD, Dubai). */
  adminInterviews: { path: '/admin/interviews', pageCode: 'admin_interviews', page: 'admin-page', backOffice: true },
} as const satisfies Record<string, RouteMeta>;

export const routes = { ...publicRoutes, ...backOfficeRoutes } as const;

export type RouteId = keyof typeof routes;
/** The name of a page module (src/web/app/pages/<name>.tsx). */
export type PageName = (typeof routes)[RouteId]['page'];
/** The ids of the routes a page module renders. */
export type RouteIdOf<P extends PageName> = { [Id in RouteId]: (typeof routes)[Id]['page'] extends P ? Id : never }[RouteId];
/** A route of the table with its id. */
export type Route = RouteMeta & { id: RouteId; page: PageName };

const lookups = routeLookups(routes);
/** Every route of the table, in its order. */
export const routeList: readonly Route[] = lookups.routeList;
/** The route of an id. */
export const routeOf: (id: RouteId) => Route = lookups.routeOf;
/** The route whose path matches exactly (trailing slash ignored), or undefined. */
export const findRoute: (pathname: string) => Route | undefined = lookups.findRoute;
/** The path of a route of the table, its parameters filled in: hrefOf('maid', { id: '12' }) is '/maid/12'. */
export const hrefOf: (id: RouteId, params?: PathParams) => string = lookups.hrefOf;
