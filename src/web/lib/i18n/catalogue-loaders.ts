import type { Format } from '../../../shared/i18n/msg';
import type { Language } from '../../../shared/tracking';

export type CataloguePart = Readonly<Record<string, Format>>;

/**
 * Each language's main part, loaded before the first render; the other parts load with their
 * pages (area-loaders.ts). Compiled by the build plugin from src/shared/i18n/catalogues/<lang>.json.
 */
const MAIN: Record<Exclude<Language, 'en'>, () => Promise<{ default: CataloguePart }>> = {
  ar: () => import('virtual:i18n-catalogue/ar/main'),
  ru: () => import('virtual:i18n-catalogue/ru/main'),
  hi: () => import('virtual:i18n-catalogue/hi/main'),
  fr: () => import('virtual:i18n-catalogue/fr/main'),
};

export async function loadMainPart(lang: Exclude<Language, 'en'>): Promise<CataloguePart> {
  return (await MAIN[lang]()).default;
}
