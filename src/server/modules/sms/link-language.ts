import { DEFAULT_LANGUAGE, type Language } from '../../../shared/tracking.js';

/**
 * A link the site sends (SMS, QR code, WhatsApp share) with the language its message is written
 * in, so it opens in that language on any phone (issue 31): the page reads `?lang=` before the
 * browser's kept choice and keeps it (src/server/web/page-language.ts). English, the default,
 * adds nothing, as the payment links do (money/returned.ts): a phone that chose another language
 * keeps it for an English message's page.
 */
export function withLanguage(url: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return url;
  const link = new URL(url);
  link.searchParams.set('lang', lang);
  return link.toString();
}
