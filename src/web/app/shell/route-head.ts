import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { DEFAULT_LABELS, isNannyMode, NANNY_LABELS } from '../../../shared/labels';
import { findRoute, routeOf } from '../../../shared/public-routes';
import { track } from '../../lib/analytics';
import { setPageCode } from '../../lib/api-client';

let firstPage = typeof document !== 'undefined' && document.title !== '';

/**
 * Keeps the title, keywords, description and the request page code in step with the route as
 * the visitor navigates (the server wrote them for the first page), and reports page views.
 */
export function useRouteHead(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const route = findRoute(pathname) ?? routeOf('home');
    setPageCode(route.pageCode);
    const nanny = isNannyMode({ url: pathname + search, routeNannyMode: route.nannyMode });
    const labels = { ...(nanny ? NANNY_LABELS : DEFAULT_LABELS), hideFullTime: new URLSearchParams(search).has('v_nfts') };
    // The server wrote the first page's head; the texts and the code writing them load with the
    // first navigation, so they stay out of the first-load bundle.
    if (firstPage) {
      firstPage = false;
      return;
    }
    let current = true;
    void import('./route-head-texts').then(({ applyRouteTexts }) => {
      if (current) applyRouteTexts(route.id, labels);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);

  // A virtual page view per path for the tag manager and the back office (the query can carry
  // application ids, so only the path is sent).
  useEffect(() => {
    const route = findRoute(pathname) ?? routeOf('home');
    track('page_view', { path: pathname, pageCode: route.pageCode });
  }, [pathname]);
}
