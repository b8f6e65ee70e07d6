import type { Language } from '../../../shared/tracking';
import type { CataloguePart } from './catalogue-loaders';

type Loader = () => Promise<{ default: CataloguePart }>;

/** The parts of each language that load with their pages (catalogue-areas.ts). */
export const AREA_LOADERS: Record<'pages' | 'application' | 'service' | 'money' | 'interviews' | 'head', Record<Exclude<Language, 'en'>, Loader>> = {
  pages: {
    ar: () => import('virtual:i18n-catalogue/ar/pages'),
    ru: () => import('virtual:i18n-catalogue/ru/pages'),
    hi: () => import('virtual:i18n-catalogue/hi/pages'),
    fr: () => import('virtual:i18n-catalogue/fr/pages'),
  },
  application: {
    ar: () => import('virtual:i18n-catalogue/ar/application'),
    ru: () => import('virtual:i18n-catalogue/ru/application'),
    hi: () => import('virtual:i18n-catalogue/hi/application'),
    fr: () => import('virtual:i18n-catalogue/fr/application'),
  },
  service: {
    ar: () => import('virtual:i18n-catalogue/ar/service'),
    ru: () => import('virtual:i18n-catalogue/ru/service'),
    hi: () => import('virtual:i18n-catalogue/hi/service'),
    fr: () => import('virtual:i18n-catalogue/fr/service'),
  },
  money: {
    ar: () => import('virtual:i18n-catalogue/ar/money'),
    ru: () => import('virtual:i18n-catalogue/ru/money'),
    hi: () => import('virtual:i18n-catalogue/hi/money'),
    fr: () => import('virtual:i18n-catalogue/fr/money'),
  },
  interviews: {
    ar: () => import('virtual:i18n-catalogue/ar/interviews'),
    ru: () => import('virtual:i18n-catalogue/ru/interviews'),
    hi: () => import('virtual:i18n-catalogue/hi/interviews'),
    fr: () => import('virtual:i18n-catalogue/fr/interviews'),
  },
  head: {
    ar: () => import('virtual:i18n-catalogue/ar/head'),
    ru: () => import('virtual:i18n-catalogue/ru/head'),
    hi: () => import('virtual:i18n-catalogue/hi/head'),
    fr: () => import('virtual:i18n-catalogue/fr/head'),
  },
};
