import { applyLabels, resolveLabels } from '../../shared/labels.js';
import { textsOf } from '../../shared/route-texts.js';
import { findRoute, routeOf } from '../../shared/routes.js';
import type { Config } from '../config.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The <title> and meta tags of a page, written by the server so previews need no JavaScript. */
export function renderHead(url: URL, config: Config, bannerVersion?: string): string {
  const route = findRoute(url.pathname) ?? routeOf('home');
  // The same rules as the page itself: nanny URL or route, switch_m, v_nfts (the session is not visible here).
  const labels = resolveLabels({ pathname: url.pathname, search: url.search, routeNannyMode: route.nannyMode });
  const texts = textsOf(route.id);
  const title = `${applyLabels(texts.title, labels)} | ${config.SITE_NAME}`;
  const description = applyLabels(texts.description, labels);
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    texts.keywords ? `<meta name="keywords" content="${escape(applyLabels(texts.keywords, labels))}">` : '',
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="site-name" content="${escape(config.SITE_NAME)}">`,
    `<meta name="whatsapp-host" content="${escape(config.WHATSAPP_HOST)}">`,
    `<meta name="product-slug" content="${escape(config.PRODUCT_SLUG)}">`,
    // The back office loads no tag manager, and is never indexed.
    config.GTM_ID && !route.backOffice ? `<meta name="gtm-id" content="${escape(config.GTM_ID)}">` : '',
    route.backOffice ? '<meta name="robots" content="noindex, nofollow">' : '',
    bannerVersion ? `<meta name="notification-banner" content="${escape(bannerVersion)}">` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
