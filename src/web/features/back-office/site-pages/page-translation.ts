import type { StaffContentPage } from '../../../../shared/api/admin-pages/schemas';
import { TRANSLATED_LANGUAGES, type LocalizedText } from '../../../../shared/i18n/localized-text';

/** Every text of a content page: its title, intro, and each section's heading, paragraphs and items. */
export const textsOf = (page: Pick<StaffContentPage, 'title' | 'intro' | 'sections'>): LocalizedText[] => [
  page.title,
  page.intro,
  ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items]),
];

/**
 * A stand-in text holding exactly the languages every text of the page is written in, for the
 * list's "needs translation" mark (NeedsTranslation names the languages a text lacks).
 */
export function pageLanguages(page: Pick<StaffContentPage, 'title' | 'intro' | 'sections'>): LocalizedText {
  const texts = textsOf(page).filter((text) => text.en.trim());
  const complete: LocalizedText = { en: texts.length > 0 ? 'page' : '' };
  for (const language of TRANSLATED_LANGUAGES) if (texts.every((text) => text[language]?.trim())) complete[language] = 'page';
  return complete;
}
