/**
 * Where /url, the nearest-locations page and the staff's redirect links may send a visitor. Apart
 * from campaign.ts because the site's first load carries campaign.ts (its WhatsApp links), and
 * only these pages and the server need this.
 */

/** Hosts /url may send a visitor to besides this site: WhatsApp, reviews and the app stores. */
export const URL_ALLOWLIST = [
  'api.whatsapp.com',
  'web.whatsapp.com',
  'wa.me',
  'g.page',
  'maps.app.goo.gl',
  'www.google.com',
  'search.google.com',
  'maps.google.com',
  'play.google.com',
  'apps.apple.com',
  'itunes.apple.com',
  'www.trustpilot.com',
] as const;

/**
 * The safe target of /url, or undefined when it must be refused: a path on this site, a tel:
 * link, or an https URL on an allowed host (or this site's own origin). Protocol-relative and
 * backslash tricks, other schemes and credentials in the URL are refused.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  opts: { origin: string; extraHosts?: readonly string[] },
): string | undefined {
  if (!raw) return undefined;
  const value = raw.trim();
  if (!value || /[\u0000-\u001f\\]/.test(value)) return undefined;
  if (/^tel:\+?[\d\s()-]{3,20}$/i.test(value)) return value.replace(/\s/g, '');
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return undefined;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  // "https:evil.example" parses as https://evil.example/ but is not what anyone would write.
  if (!/^https?:\/\//i.test(value)) return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === opts.origin) return url.toString();
  if (url.protocol !== 'https:') return undefined;
  const hosts = [...URL_ALLOWLIST, ...(opts.extraHosts ?? [])].map((h) => h.toLowerCase());
  return hosts.includes(url.hostname.toLowerCase()) ? url.toString() : undefined;
}
