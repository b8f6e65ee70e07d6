import { matchesPattern, shellRoutes } from './shell-routes.js';

/**
 * The route table of the specification (section 2): one object, used by the client router, the
 * links, and the server that writes each page's <title> and meta tags.
 */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  keywords?: string;
  pageCode: string;
  nannyMode?: boolean;
}

const DEFAULT_DESCRIPTION =
  'Hire a full-time live-in or live-out maid in the UAE. Watch short videos of available maids, keep the ones you like in My List and apply from your phone.';

export const routes = {
  home: {
    path: '/',
    title: 'Hire a Full-time Maid in the UAE',
    description: DEFAULT_DESCRIPTION,
    keywords: 'maid, nanny, housemaid, UAE, Dubai, Abu Dhabi, maid visa',
    pageCode: 'landing',
  },
  hireMaid: {
    path: '/hire-maid',
    title: 'Full-time Maids Available Now',
    description: 'Watch short videos of full-time maids available now in the UAE and save your favourites to My List.',
    pageCode: 'hire_maid',
  },
  hireNanny: {
    path: '/hire-nanny',
    title: 'Full-time Maids Available Now',
    description: 'Watch short videos of full-time maids available now in the UAE and save your favourites to My List.',
    pageCode: 'hire_nanny',
    nannyMode: true,
  },
  faq: {
    path: '/hire-maid/faq',
    title: 'Hiring a Maid: Questions and Answers',
    description: 'Answers to common questions about hiring a full-time maid in the UAE.',
    pageCode: 'hire_maid_faq',
  },
  shortlistedMaids: {
    path: '/shortlisted-maids',
    title: 'My List of Maids',
    description: 'The maids you saved to My List.',
    pageCode: 'shortlisted_maids',
  },
  application: {
    path: '/app',
    title: 'Hire Your Maid',
    description: 'Complete your maid hire application from your phone.',
    pageCode: 'cc_app',
  },
  appServices: {
    path: '/app-services',
    title: 'Sign Your Forms',
    description: 'Sign your forms online.',
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
