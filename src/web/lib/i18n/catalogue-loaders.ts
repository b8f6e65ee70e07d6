import type { Language } from '../../../shared/tracking';
import type { Format } from '../../../shared/i18n/msg';

type Catalogue = Readonly<Record<string, Format>>;

/**
 * Each language's catalogue, compiled by the build plugin from src/shared/i18n/catalogues/<lang>.json
 * into a module of its own: a page loads only its language's.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('virtual:i18n-catalogue/ar'),
  ru: () => import('virtual:i18n-catalogue/ru'),
  hi: () => import('virtual:i18n-catalogue/hi'),
  fr: () => import('virtual:i18n-catalogue/fr'),
};

export async function loadCatalogue(lang: Exclude<Language, 'en'>): Promise<Catalogue> {
  return (await LOADERS[lang]()).default;
}
