/** Pure rules of the visitor tracking (spec sections 4 and 5): IBAN flag, client app, lang. */

const IBAN_URL_WORDS = ['google_display', 'youtube', 'discovery', 'taboola'];
const IBAN_SOURCES = ['facebook', 'instagram', 'fb', 'fip', 'fbp', 'igp', 'ytp', 'dsp', 'dvp', 'tbp'];
const IBAN_TERMS = ['fip', 'fbp', 'igp', 'ytp', 'dsp', 'dvp', 'tbp'];

/** Whether the visitor's bank details need the IBAN validation step (section 5). */
export function needsIbanValidation(href: string): boolean {
  const lower = href.toLowerCase();
  if (IBAN_URL_WORDS.some((w) => lower.includes(w))) return true;
  let search: URLSearchParams;
  try {
    search = new URL(href, 'http://local').searchParams;
  } catch {
    return false;
  }
  const source = (search.get('utm_source') ?? '').toLowerCase();
  const term = (search.get('utm_term') ?? '').toLowerCase();
  if (IBAN_SOURCES.includes(source)) return true;
  if (IBAN_TERMS.includes(term)) return true;
  if (term.includes('domestic_worker_visa') && source.includes('gsp')) return true;
  if (term.includes('acq_driver') && source.includes('gspam0')) return true;
  return false;
}

/** utm_source of client_app or cc_login marks a visitor coming from the client app. */
export function isClientAppSource(utmSource: string | null | undefined): boolean {
  return utmSource === 'client_app' || utmSource === 'cc_login';
}

export const LANGUAGES = ['en', 'ar', 'ru', 'hi', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The lang parameter: a known language, anything else gives the default. */
export function parseLang(value: string | null | undefined): Language {
  const v = (value ?? '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE;
}

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/**
 * The v_merritt rewrite: the query gets event=MerrittGroup and loses v_merritt. Returns the new
 * query string, or undefined when there is nothing to rewrite.
 */
export function merrittRewrite(search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!params.has('v_merritt')) return undefined;
  params.delete('v_merritt');
  params.set('event', 'MerrittGroup');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The utm_* parameters of a query, as stored in session under utm_params. */
export function utmParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) if (key.startsWith('utm_')) out[key] = value;
  return out;
}

/** The cc_app_{appId} marker: start on the first visit (or from_start), resume afterwards. */
export function appSessionMarker(existing: string | null, fromStart: boolean): 'start' | 'resume' {
  if (fromStart || !existing) return 'start';
  return 'resume';
}
