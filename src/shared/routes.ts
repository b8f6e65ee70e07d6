import { matchesPattern, shellRoutes } from './shell-routes.js';

/**
 * The route table of the specification (section 2): one object, used by the client router, the
 * links, and the server that writes each page's <title> and meta tags (their texts are in
 * route-texts.ts).
 */
export interface RouteMeta {
  path: string;
  pageCode: string;
  nannyMode?: boolean;
}

export const routes = {
  home: {
    path: '/',
    pageCode: 'landing',
  },
  hireMaid: {
    path: '/hire-maid',
    pageCode: 'hire_maid',
  },
  hireNanny: {
    path: '/hire-nanny',
    pageCode: 'hire_nanny',
    nannyMode: true,
  },
  faq: {
    path: '/hire-maid/faq',
    pageCode: 'hire_maid_faq',
  },
  shortlistedMaids: {
    path: '/shortlisted-maids',
    pageCode: 'shortlisted_maids',
  },
  application: {
    path: '/app',
    pageCode: 'cc_app',
  },
  appServices: {
    path: '/app-services',
    pageCode: 'cc_app_services',
  },
  ...shellRoutes,
} satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routes;

const patternRoutes = Object.values(routes as Record<string, RouteMeta>).filter((r) => r.path.includes(':'));
const byPath = new Map<string, RouteMeta>(Object.values(routes).map((r) => [r.path, r]));

/** The route whose path matches exactly (trailing slash ignored), or undefined. */
export function findRoute(pathname: string): RouteMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean) ?? patternRoutes.find((r) => matchesPattern(r.path, clean));
}
