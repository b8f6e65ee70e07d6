import { keyOf } from '../../../shared/i18n/key-of';
import { englishFormatOf, type Format, type Vars } from '../../../shared/i18n/msg';
import { chooseLanguage, directionOf, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S } from '../../../shared/i18n/language-choice';
import { DEFAULT_LANGUAGE, parseLang, type Language } from '../../../shared/tracking';
import { loadMainPart, type CataloguePart } from './catalogue-loaders';
import { serverScope } from '../server-scope';

export { msg } from '../../../shared/i18n/msg';
export type { Format, Vars };

/**
 * The translation layer (docs/decisions/2026-11-26-i18n-library.md). Keys are the English texts;
 * every message is ICU MessageFormat compiled at build time by @messageformat/core
 * (src/web/lib/i18n/vite-plugin.ts): a language's catalogue is a few lazily loaded modules of
 * functions keyed by keyOf(English) (catalogue-areas.ts), and the English of a text with
 * arguments is compiled where it is written and passed in as `en`. English needs no catalogue.
 */
let catalogue: CataloguePart | undefined;
let current: Language = DEFAULT_LANGUAGE;

/** The catalogue in use: the page's, or on the server the one of the request being rendered. */
function activeCatalogue(): CataloguePart | undefined {
  const scope = serverScope();
  return scope ? scope.catalogue : catalogue;
}

export function t(text: string, vars?: Vars, en?: Format): string {
  const cat = activeCatalogue();
  const format = (cat && cat[keyOf(text)]) ?? en ?? englishFormatOf(text);
  return format ? format(vars) : text;
}

/** The page's language's own wording of this English text, or undefined when it has none (English included). */
export function translation(text: string, vars?: Vars): string | undefined {
  return activeCatalogue()?.[keyOf(text)]?.(vars);
}

export function currentLanguage(): Language {
  return serverScope()?.lang ?? current;
}

/**
 * Sets the page's language and loads its catalogue before the first render (main.tsx), so the
 * first paint is already in it. A catalogue that fails to load leaves the page in English.
 */
export async function startLanguage(): Promise<void> {
  const lang = applyLangParam(new URLSearchParams(window.location.search).get('lang'));
  if (lang === 'en') return;
  try {
    // Read the catalogue after the await: a part that loaded meanwhile is kept.
    const part = await loadMainPart(lang);
    catalogue = { ...catalogue, ...part };
  } catch {
    // Offline or a failed chunk: the page shows in English rather than not at all.
  }
}

/**
 * Loads one more part of the page's language (catalogue-areas.ts): the modules of src/web/lib/i18n/parts
 * await it at their top level, so the pages that import them render once their texts are there.
 */
export async function loadCataloguePart(area: 'pages' | 'application' | 'service' | 'money' | 'interviews' | 'head'): Promise<void> {
  // On the server every part of every language is loaded once, and the request's scope names it.
  if (typeof document === 'undefined') return;
  // The server's <html lang>, not `current`: a page's chunk can start loading before main.tsx sets it.
  const lang = parseLang(document.documentElement.lang);
  if (lang === 'en') return;
  try {
    const { AREA_LOADERS } = await import('./area-loaders');
    const part = (await AREA_LOADERS[area][lang]()).default;
    catalogue = { ...catalogue, ...part };
  } catch {
    // As above: English for this part.
  }
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

/** Tests only: a catalogue of plain texts, as a loaded language would give. */
export function setCatalogueForTests(lang: Language, texts: Record<string, string> | undefined): void {
  current = lang;
  catalogue = texts && Object.fromEntries(Object.entries(texts).map(([k, v]) => [keyOf(k), () => v]));
}

/**
 * A phone number, IBAN or reference placed inside a translated text: on a right-to-left page it is
 * wrapped in Unicode isolates (the text form of <bdi dir="ltr">), so `+971 50 123 4567` never reads
 * `4567 123 50 971+`. Left as it is on left-to-right pages.
 */
export function ltr(value: string): string {
  return directionOf(currentLanguage()) === 'rtl' ? `\u2066${value}\u2069` : value;
}
