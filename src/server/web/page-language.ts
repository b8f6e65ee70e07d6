import { chooseLanguage, directionOf, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S } from '../../shared/i18n/language-choice.js';
import { escape } from './render-head.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/tracking.js';

export interface PageLanguage {
  lang: Language;
  /** A Set-Cookie value when the URL has a lang parameter: it keeps (or clears) the choice. */
  setCookie?: string;
}

/**
 * The language a page is served in: ?lang= first, then the cookie (the same rule as the browser's,
 * shared/i18n/language-choice). The back office stays English and leaves the visitor's choice alone.
 */
export function pageLanguage(url: URL, cookieHeader: string | undefined, backOffice: boolean): PageLanguage {
  if (backOffice) return { lang: DEFAULT_LANGUAGE };
  // @fastify/cookie is registered by the modules that need it, not here; and the value needs no
  // decoding, since only the five language codes count (chooseLanguage drops anything else).
  const stored = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${LANG_COOKIE}=`))?.slice(LANG_COOKIE.length + 1);
  const { lang, store } = chooseLanguage(url.searchParams.get('lang'), stored);
  if (store === undefined) return { lang };
  // Not HttpOnly: the page's own script keeps the same cookie when it applies ?lang= itself.
  const setCookie = `${LANG_COOKIE}=${store ?? ''}; Max-Age=${store ? LANG_COOKIE_MAX_AGE_S : 0}; Path=/; SameSite=Lax`;
  return { lang, setCookie };
}

/** The template's <html> element with the page's language and direction. */
export function withHtmlLanguage(html: string, lang: Language): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${lang}" dir="${directionOf(lang)}">`);
}

/**
 * One alternate per language, each with its ?lang= (which also wins over a kept choice), and the
 * bare path as x-default. Campaign and tracking parameters are left out: they are not the page.
 */
export function hreflangTags(url: URL, origin: string): string {
  const base = `${origin.replace(/\/+$/, '')}${url.pathname}`;
  const tags = LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escape(`${base}?lang=${lang}`)}">`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escape(base)}">`);
  return tags.join('\n    ');
}
