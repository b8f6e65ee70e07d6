import type { Language } from '../tracking';

/**
 * The locale each language formats with (numbers, plurals, dates). Arabic is `ar-AE`: Latin digits,
 * as UAE sites write them (docs/decisions/2026-11-26-arabic-digits.md).
 */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en', ar: 'ar-AE', ru: 'ru', hi: 'hi', fr: 'fr' };
