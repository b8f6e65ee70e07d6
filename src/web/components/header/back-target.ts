/**
 * Where the header's back arrow goes from a page (spec section 2): hire-maid pages go home, or back
 * to /hire-maid from My List (#saved), the FAQ and the shortlist page; other pages go home. The
 * application overrides it with its own step-back through the header state.
 */
export function backTarget(pathname: string, hash: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return undefined;
  if (path === '/hire-maid' || path === '/hire-nanny') return hash === '#saved' ? path : '/';
  if (path === '/hire-maid/faq' || path === '/shortlisted-maids') return '/hire-maid';
  return '/';
}
