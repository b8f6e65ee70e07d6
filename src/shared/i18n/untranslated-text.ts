import type { Language } from '../tracking';

/**
 * Finds English left in a text shown or sent in another language (issue 31): the check behind
 * the browser crawl (e2e/support/untranslated-text.ts), the SMS texts and the PDFs' text.
 *
 * Arabic, Hindi and Russian are not written in Latin script, so any Latin word is suspect there.
 * French is, so in French the check looks for English words French never uses.
 */

/**
 * Latin words every language shows as they are. Kept short; each has its reason:
 * - AED: the currency's code, as UAE banks and invoices print it in every language;
 * - IBAN: the account number's name on every UAE bank form and card, in every language;
 * - AE: the UAE's country code, with which every UAE IBAN starts (the bank step says to type it);
 * - Emirates ID: the UAE identity card's name, as every UAE form and office says it in every
 *   language (Arabic and Hindi have their own words and use them; Russian uses this one);
 * - WhatsApp (and WhatsApp Web), Google, Google Play, App Store: brands, written so in every
 *   language (Google's and Apple's own Arabic, Hindi and Russian store badges keep them in Latin);
 * - OEC: the Philippine Overseas Employment Certificate, known by this acronym only, in every language;
 * - PDF, JPEG, PNG, SMS: the names phones themselves give files and text messages in every language.
 * The site's own name, the maids' names and other names are passed by the caller (`names`).
 */
export const LATIN_ALLOWED: readonly string[] = ['AED', 'IBAN', 'AE', 'Emirates ID', 'WhatsApp', 'WhatsApp Web', 'Google', 'Google Play', 'App Store', 'OEC', 'PDF', 'JPEG', 'PNG', 'SMS'];

/**
 * English words that are not French words: "on", "an", "a", "or", "menu", "contact", "mobile",
 * "document", "application", "change", "continue", "file", "email" are French too and stay out.
 * Enough of them that any English sentence has one.
 */
const ENGLISH_NOT_FRENCH = new Set(
  (
    'the and your you with of to for is are this that these those please enter from not will has have ' +
    'be by in at it we our my was were what which who her she he his him they their them when where ' +
    'if then than can could should would must may been being do does did done here there how why ' +
    'about after before into over under again only also more most some any each every other such own ' +
    'same so too very just now new one two yes no off up down out all back next open send sign ' +
    'pay paid payment monthly month day days week weeks year maid maids nanny hire hired family apply ' +
    'bank account number phone address name first last cancel save choose upload try error wrong ' +
    'missing required full thank thanks today tomorrow show hide see view read less list help call write'
  ).split(' '),
);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const URL_TEXT = /\b(?:https?:\/\/|www\.)\S+/gu;
/** A word: letters, digits, and the joiners inside a reference ("INV-000001", "D-12"). */
const WORD = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’_-]*/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;
const DIGIT = /\p{N}/u;

/** Removes each allowed phrase (whole words only; longest first, so "Sunrise Maids" beats "Maids"). */
function withoutPhrases(text: string, phrases: readonly string[]): string {
  let rest = text;
  for (const phrase of [...phrases].filter(Boolean).sort((a, b) => b.length - a.length)) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'gu'), ' ');
  }
  return rest;
}

/**
 * The words of `text` that look untranslated for `language`, in order (empty when none). Words
 * with a digit (references, codes, amounts), e-mail addresses, links, `LATIN_ALLOWED` and `names`
 * never count. English is never checked.
 */
export function untranslatedWords(text: string, language: Language, names: readonly string[] = []): string[] {
  if (language === 'en') return [];
  const rest = withoutPhrases(text.replace(EMAIL, ' ').replace(URL_TEXT, ' '), [...LATIN_ALLOWED, ...names]);
  const words = (rest.match(WORD) ?? []).filter((w) => !DIGIT.test(w));
  if (language === 'fr') return words.filter((w) => ENGLISH_NOT_FRENCH.has(w.toLowerCase()));
  // One Latin letter alone (a list's "a)", a unit) is not a word left in English.
  return words.filter((w) => LATIN_LETTER.test(w) && [...w].filter((c) => LATIN_LETTER.test(c)).length > 1);
}
