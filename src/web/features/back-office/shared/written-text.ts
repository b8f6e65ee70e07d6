import { TRANSLATED_LANGUAGES, type LocalizedText } from '../../../../shared/i18n/localized-text';

/**
 * A text as staff typed it, as the API keeps it: each language trimmed, the empty ones left out
 * (localizedTextSchema does the same on the server; sent this way, what the form shows after a
 * save is what it sent).
 */
export function writtenOnly(text: LocalizedText): LocalizedText {
  const out: LocalizedText = { en: text.en.trim() };
  for (const language of TRANSLATED_LANGUAGES) {
    const written = text[language]?.trim();
    if (written) out[language] = written;
  }
  return out;
}
