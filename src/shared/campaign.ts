/**
 * Campaign routing shared by the server's redirects and the client: the /dynamic rules by
 * utm_content, the slug groups of the redirect table, WhatsApp links and the /url allowlist.
 * Pure functions only.
 */

/** Slugs that send a product-specific WhatsApp chat (spec section 2). */
export const PRODUCT_SLUGS = { nannyVisa: 'wa-1', maidVisa: 'wa-2', driverVisa: 'wa-3' } as const;

/** The fixed utm_source that /home adds on its way to the root. */
export const HOME_UTM_SOURCE = 'home_link';

/** Where /dynamic sends a visitor: a path with its query, on this site. */
export function dynamicTarget(search: URLSearchParams): string {
  const raw = search.get('utm_content') ?? '';
  let content = raw.toLowerCase();
  try {
    // A double-encoded value ("live%2520out") arrives here still encoded once.
    content = decodeURIComponent(content);
  } catch {
    /* keep the raw text */
  }
  const visa = content.includes('visa');
  // Live-out is checked first: it is the most specific wish ("liveout maid" wants live-out maids).
  if (/live ?out/.test(content)) return '/hire-maid?check_pref=live_out';
  if (visa && (content.includes('babysitter') || content.includes('nanny'))) return `/${PRODUCT_SLUGS.nannyVisa}`;
  if (visa && content.includes('driver')) return `/${PRODUCT_SLUGS.driverVisa}`;
  if (visa) return `/${PRODUCT_SLUGS.maidVisa}`;
  if (content.includes('nanny')) return withCampaignParams('/', search, { target: 'nanny' });
  if (content.includes('maid') || content.includes('tadbeer')) return withCampaignParams('/', search);
  return withCampaignParams('/', search);
}

/** The campaign parameters (utm_*, gclid, fbclid, event) of a query, kept on the way to the root. */
export function withCampaignParams(path: string, search: URLSearchParams, extra: Record<string, string> = {}): string {
  const out = new URLSearchParams();
  for (const [key, value] of search) {
    if (/^utm_/.test(key) || ['gclid', 'fbclid', 'event', 'journeyId', 'v_ab'].includes(key)) out.append(key, value);
  }
  for (const [key, value] of Object.entries(extra)) out.set(key, value);
  const query = out.toString();
  return query ? `${path}?${query}` : path;
}

export type SlugGroup = 'qr' | 'product' | 'campaign' | 'external';

/** Which group a redirect slug belongs to; the seeded table follows these shapes. */
export function slugGroup(slug: string): SlugGroup {
  const s = slug.toLowerCase();
  if (/^qr\d{2}$/.test(s)) return 'qr';
  if (Object.values(PRODUCT_SLUGS).includes(s as never)) return 'product';
  if (/^(wa|mv|hp|fb|ig|tt|yt|gg|sms|em|fl|bb|cp)-[a-z0-9-]+$/.test(s)) return 'campaign';
  return 'external';
}

/** A slug as stored in redirect_links: letters, digits, dashes and underscores. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function whatsappLink(host: string, phone: string, message?: string | null): string {
  const digits = phone.replace(/\D/g, '');
  const base = `${host.replace(/\/+$/, '')}/send?phone=${digits}`;
  return message ? `${base}&text=${encodeURIComponent(message)}` : base;
}

/** A tel: link of a number as written ('+971 50 123 4567'): the digits and a leading +. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export interface RedirectRow {
  slug: string;
  kind: 'external' | 'whatsapp' | 'document';
  targetUrl: string;
  desktopUrl: string | null;
  message: string | null;
}

/** The Location of a redirect row: WhatsApp chats are built, desktop gets its own target if any. */
export function redirectLocation(row: RedirectRow, opts: { whatsappHost: string; mobile: boolean }): string {
  if (row.kind === 'whatsapp') return whatsappLink(opts.whatsappHost, row.targetUrl, row.message);
  if (!opts.mobile && row.desktopUrl) return row.desktopUrl;
  return row.targetUrl;
}

/** Mobile by user agent, as the server sees it (the client also uses width and touch points). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry/i.test(userAgent ?? '');
}
