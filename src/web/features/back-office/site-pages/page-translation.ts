import type { StaffContentPage } from '../../../../shared/api/admin-pages/schemas';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';

/** Every text of a content page: its title, intro, and each section's heading, paragraphs and items. */
export const textsOf = (page: Pick<StaffContentPage, 'title' | 'intro' | 'sections'>): LocalizedText[] => [
  page.title,
  page.intro,
  ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items]),
];
