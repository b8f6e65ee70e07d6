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

/** The languages some of `texts` still lack (a page's texts, a maid's phrases), in the site's order. */
export function untranslatedLanguagesOf(texts: readonly LocalizedText[]): Exclude<Language, 'en'>[] {
  const missing = new Set(texts.flatMap(untranslatedLanguages));
  return TRANSLATED_LANGUAGES.filter((l) => missing.has(l));
}

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
    z.transform(writtenOnly),
  );
}

/**
 * A text as staff wrote it, as it is kept: each language trimmed, the empty ones left out. The
 * schema above does it to what a call receives; the back office's forms to what they send, so what
 * a form shows after a save is what it sent.
 */
export function writtenOnly(text: LocalizedText): LocalizedText {
  const out: LocalizedText = { en: text.en.trim() };
  for (const language of TRANSLATED_LANGUAGES) {
    const written = text[language]?.trim();
    if (written) out[language] = written;
  }
  return out;
}

/** A text as kept, in each language written: what staff answers carry. */
export const storedLocalizedTextSchema = z.object({
  en: z.string(),
  ar: z.optional(z.string()),
  hi: z.optional(z.string()),
  ru: z.optional(z.string()),
  fr: z.optional(z.string()),
});
