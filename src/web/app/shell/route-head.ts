import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { applyLabels, DEFAULT_LABELS, isNannyMode, NANNY_LABELS } from '../../../shared/labels';
import { findRoute, routeOf } from '../../../shared/routes';
import { track } from '../../lib/analytics';
import { setPageCode } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { siteName } from '../../lib/site-meta';

let firstPage = typeof document !== 'undefined' && document.title !== '';

function setMeta(name: string, content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

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
    // The server wrote the first page's head; the texts load with the first navigation, so they
    // stay out of the first-load bundle.
    if (firstPage) {
      firstPage = false;
      return;
    }
    let current = true;
    void import('../../../shared/route-texts').then(({ textsOf }) => {
      if (!current) return;
      const texts = textsOf(route.id);
      document.title = `${applyLabels(t(texts.title), labels)} | ${siteName()}`;
      setMeta('description', applyLabels(t(texts.description), labels));
      setMeta('keywords', texts.keywords ? applyLabels(texts.keywords, labels) : undefined);
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
