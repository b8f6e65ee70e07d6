import { textIn, type LocalizedText } from '../../../shared/i18n/localized-text.js';
import { applyLabels, NANNY_LABELS } from '../../../shared/labels.js';
import type { Language } from '../../../shared/tracking.js';

/**
 * An FAQ text in nanny mode, in `language` (docs/decisions/2026-11-28-faq-and-content-pages.md):
 * the nanny wording staff wrote in that language; else, in another language than English, its
 * maid wording (words cannot be swapped in Arabic or Russian); else the English with maid → nanny,
 * as English label() does everywhere on the site.
 */
export function nannyTextIn(text: LocalizedText, nanny: LocalizedText | null, language: Language): string {
  const own = nanny?.[language]?.trim();
  if (own) return own;
  if (language !== 'en' && text[language]?.trim()) return textIn(text, language);
  return applyLabels(text.en, NANNY_LABELS);
}
