import { DEFAULT_LANGUAGE, parseLang, RTL_LANGUAGES, type Language } from '../tracking';

/** The cookie that keeps the visitor's language, so the server can render the page in it. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LanguageChoice {
  lang: Language;
  /** What to keep in the cookie: a language, null to clear it, undefined to leave it as it is. */
  store: Language | null | undefined;
}

/**
 * Spec section 5: the lang parameter wins; ru, hi, fr (and ar) give themselves, en and unknown
 * values give the default, and the default clears the stored choice. Without the parameter the
 * stored choice holds.
 */
export function chooseLanguage(param: string | null | undefined, stored: string | null | undefined): LanguageChoice {
  if (param === null || param === undefined) return { lang: parseLang(stored), store: undefined };
  const lang = parseLang(param);
  return { lang, store: lang === DEFAULT_LANGUAGE ? null : lang };
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}
