import { chooseLanguage, directionOf, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S } from '../../../shared/i18n/language-choice';
import { DEFAULT_LANGUAGE, parseLang, type Language } from '../../../shared/tracking';

/**
 * The translation layer. Keys are the English texts themselves, so the English catalogue is the
 * code; other languages add catalogues mapping English to their text. `{name}` placeholders are
 * filled from vars.
 */
type Catalogue = Record<string, string>;
const catalogues: Partial<Record<Language, Catalogue>> = {};
let current: Language = DEFAULT_LANGUAGE;

export function t(text: string, vars?: Record<string, string | number>): string {
  const translated = catalogues[current]?.[text] ?? text;
  if (!vars) return translated;
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * A counted text in the plural form the current language's rules (Intl.PluralRules) pick for
 * `count`: `one` for its 'one' category, `other` for the rest. Both are keys of the catalogues
 * like any text; vars fill their placeholders.
 */
export function tPlural(count: number, one: string, other: string, vars?: Record<string, string | number>): string {
  let rules = pluralRules.get(current);
  if (!rules) pluralRules.set(current, (rules = new Intl.PluralRules(current)));
  return t(rules.select(count) === 'one' ? one : other, vars);
}

export function registerCatalogue(lang: Language, catalogue: Catalogue): void {
  catalogues[lang] = { ...catalogues[lang], ...catalogue };
}

export function currentLanguage(): Language {
  return current;
}

/**
 * The page's language is the one the server rendered on <html lang dir>: ?lang= first, then the
 * cookie that keeps the choice (src/server/web/page-language.ts). So the head, the direction and
 * the texts agree from the first paint, and no rule is shipped twice. Vite's dev server serves
 * its own index.html, so there the same rule runs here.
 */
export function applyLangParam(param: string | null): Language {
  if (import.meta.env.DEV) applyInDevelopment(param);
  current = parseLang(document.documentElement.lang);
  return current;
}

function applyInDevelopment(param: string | null): void {
  const stored = document.cookie.split('; ').find((c) => c.startsWith(`${LANG_COOKIE}=`))?.slice(LANG_COOKIE.length + 1);
  const { lang, store } = chooseLanguage(param, stored);
  if (store !== undefined) {
    document.cookie = `${LANG_COOKIE}=${store ?? ''}; path=/; max-age=${store ? LANG_COOKIE_MAX_AGE_S : 0}; samesite=lax`;
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export { msg } from '../../../shared/i18n/msg';
