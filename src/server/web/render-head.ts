import { applyLabels, resolveLabels } from '../../shared/labels.js';
import { textsOf } from '../../shared/route-texts.js';
import { findRoute, routeOf } from '../../shared/routes.js';
import type { Language } from '../../shared/tracking.js';
import type { Config } from '../config.js';
import { pageText } from './page-texts.js';

/** Text for HTML: an attribute's value or an element's content. */
export const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page's own head, for a page about one thing (a maid) rather than the route's fixed texts. */
export interface PageHead {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute URL of the preview image (og:image). */
  image?: string;
  /** Absolute URL of the page (og:url). */
  url?: string;
  noindex?: boolean;
}

/** The <title> and meta tags of a page, written by the server so previews need no JavaScript. */
export function renderHead(url: URL, config: Config, bannerVersion?: string, page?: PageHead, lang: Language = 'en'): string {
  const route = findRoute(url.pathname) ?? routeOf('home');
  // The same rules as the page itself: nanny URL or route, switch_m, v_nfts (the session is not visible here).
  const labels = resolveLabels({ pathname: url.pathname, search: url.search, routeNannyMode: route.nannyMode });
  const texts = page ?? textsOf(route.id);
  // A maid's own head is her name and facts as written; the route's texts are in the page's language.
  const text = (english: string) => (page ? applyLabels(english, labels) : pageText(lang, english, labels));
  const title = `${text(texts.title)} | ${config.SITE_NAME}`;
  const description = text(texts.description);
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    texts.keywords ? `<meta name="keywords" content="${escape(applyLabels(texts.keywords, labels))}">` : '',
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta property="og:type" content="website">`,
    page?.url ? `<meta property="og:url" content="${escape(page.url)}">` : '',
    page?.image ? `<meta property="og:image" content="${escape(page.image)}">` : '',
    `<meta name="twitter:card" content="${page?.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="site-name" content="${escape(config.SITE_NAME)}">`,
    `<meta name="whatsapp-host" content="${escape(config.WHATSAPP_HOST)}">`,
    `<meta name="product-slug" content="${escape(config.PRODUCT_SLUG)}">`,
    // With a real card provider the family's card is typed on its hosted page only, never here.
    config.STRIPE_SECRET_KEY ? '<meta name="card-payments" content="hosted">' : '',
    // The back office loads no tag manager; it and a family's own pages (payment links) are never indexed.
    config.GTM_ID && !route.backOffice ? `<meta name="gtm-id" content="${escape(config.GTM_ID)}">` : '',
    route.backOffice || route.noindex || page?.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    bannerVersion ? `<meta name="notification-banner" content="${escape(bannerVersion)}">` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
