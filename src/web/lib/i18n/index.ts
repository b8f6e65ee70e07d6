import { DEFAULT_LANGUAGE, parseLang, RTL_LANGUAGES, type Language } from '../../../shared/tracking';
import { local } from '../storage';

/**
 * The translation layer. Keys are the English texts themselves, so the English catalogue is the
 * code; other languages add catalogues mapping English to their text. `{name}` placeholders are
 * filled from vars.
 */
type Catalogue = Record<string, string>;
const catalogues: Partial<Record<Language, Catalogue>> = {};
let current: Language = DEFAULT_LANGUAGE;

const LANG_KEY = 'lang';

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
 * Applies the lang parameter: a known language is kept in local storage, the default clears it.
 * Without the parameter the stored choice stays.
 */
export function applyLangParam(param: string | null): Language {
  if (param !== null) {
    const lang = parseLang(param);
    if (lang === DEFAULT_LANGUAGE) local.remove(LANG_KEY);
    else local.set(LANG_KEY, lang);
  }
  current = parseLang(local.get(LANG_KEY));
  if (typeof document !== 'undefined') {
    document.documentElement.lang = current;
    document.documentElement.dir = RTL_LANGUAGES.includes(current) ? 'rtl' : 'ltr';
  }
  return current;
}
