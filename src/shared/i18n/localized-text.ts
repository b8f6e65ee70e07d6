import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../tracking';

/**
 * A text staff write (a testimonial, an FAQ entry, a price item's label, the banner…) in each of
 * the site's languages (issue 31). English is required and is the fallback: a language left empty
 * shows the English, and the back office marks it "needs translation"
 * (docs/decisions/2026-11-28-staff-texts-per-language.md).
 */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

/** The languages other than English, in the site's order. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** The text in `language`, or its English when that language is empty. */
export function textIn(text: LocalizedText, language: Language): string {
  if (language === 'en') return text.en;
  return text[language]?.trim() ? (text[language] as string) : text.en;
}

/** The languages still showing the English (empty), when there is English to translate. */
export function untranslatedLanguages(text: LocalizedText): Exclude<Language, 'en'>[] {
  if (!text.en.trim()) return [];
  return TRANSLATED_LANGUAGES.filter((l) => !text[l]?.trim());
}

/** English only: what a text staff wrote before issue 31 becomes. */
export const englishOnly = (en: string): LocalizedText => ({ en });

/**
 * The schema of a localized text in a staff call: each language trimmed and at most `max`
 * characters, English required unless `optional` (a text that may be empty in every language).
 * Empty languages are dropped, so a stored text holds only what was written.
 */
export function localizedTextSchema(field: string, max: number, { optional = false }: { optional?: boolean } = {}) {
  const one = (language: Language) =>
    z.string().check(z.trim(), z.maxLength(max, `${field} (${language}): at most ${max} characters`));
  const en = optional ? one('en') : one('en').check(z.minLength(1, `${field}: write it in English at least`));
  return z.pipe(
    z.object({
      en,
      ar: z.optional(one('ar')),
      hi: z.optional(one('hi')),
      ru: z.optional(one('ru')),
      fr: z.optional(one('fr')),
    }),
    z.transform((text): LocalizedText => {
      const out: LocalizedText = { en: text.en };
      for (const l of TRANSLATED_LANGUAGES) if (text[l]) out[l] = text[l];
      return out;
    }),
  );
}
