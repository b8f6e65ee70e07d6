import { findRoute, routes } from '../../../shared/public-routes';

/**
 * Where the header's back arrow goes from a page (spec section 2): hire-maid pages go home, or back
 * to /hire-maid from My List (#saved), the FAQ and the shortlist page; other pages go home. The
 * application overrides it with its own step-back through the header state.
 */
export function backTarget(pathname: string, hash: string): string | undefined {
  const id = findRoute(pathname)?.id;
  if (id === 'home') return undefined;
  if (id === 'hireMaid' || id === 'hireNanny') return hash === '#saved' ? routes[id].path : routes.home.path;
  if (id === 'compare') return routes.shortlistedMaids.path;
  if (id === 'faq' || id === 'shortlistedMaids' || id === 'maid') return routes.hireMaid.path;
  return routes.home.path;
}
