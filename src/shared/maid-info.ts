import { msg } from './i18n/msg.js';
/**
 * What a maid card says about a maid (spec sections 2, 5 and 9): the info line, the first name,
 * the Filipina offer and number formatting. Pure, so the rules are unit-tested without a browser.
 */

export interface MaidInfoInput {
  nationality: { label: string };
  nationalityMatchingType?: { code: string } | null;
  religion: string;
  numberOfChildren: number;
  languages: ReadonlyArray<{ language: { label: string } }>;
  infoPhrases?: readonly string[] | null;
}

/** The matching type whose maids never show Arabic among their languages. */
export const ETHIOPIAN_MATCHING_TYPE = 'ethiopian';
export const FILIPINA_MATCHING_TYPE = 'filipina';
export const FILIPINA_DISCOUNT_AED = 200;

/** 'A', 'A & B', 'A, B & C'; in the page's language with `translate` ('A، B وC' in Arabic). */
export function joinWithAnd(items: readonly string[], translate?: Translate): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  if (!translate) return `${items.slice(0, -1).join(', ')} & ${last}`;
  const list = items.slice(1, -1).reduce((joined, item) => translate(msg('{list}, {item}'), { list: joined, item }), items[0]!);
  return translate(msg('{list} & {last}'), { list, last });
}

/** 'Mother of 1 kid', 'Mother of 3 kids'; nothing for 0 or a nonsense count. */
export function motherOfKids(count: number): string | undefined {
  if (!Number.isInteger(count) || count < 1) return undefined;
  return `Mother of ${count} ${count === 1 ? 'kid' : 'kids'}`;
}

/** The languages a card lists: labels in order, without duplicates, Arabic hidden for Ethiopian-matched maids. */
export function spokenLanguages(maid: Pick<MaidInfoInput, 'languages' | 'nationalityMatchingType'>): string[] {
  const hideArabic = maid.nationalityMatchingType?.code.toLowerCase() === ETHIOPIAN_MATCHING_TYPE;
  const out: string[] = [];
  for (const entry of maid.languages) {
    const label = entry.language.label.trim();
    if (!label || out.includes(label)) continue;
    if (hideArabic && label.toLowerCase() === 'arabic') continue;
    out.push(label);
  }
  return out;
}

/** A translation function (the web's t): an English text or ICU message, and its arguments. */
export type Translate = (text: string, vars?: Readonly<Record<string, string | number>>) => string;

/**
 * The parts of the info line, in the spec's order: nationality, Muslim Compliant, kids, languages,
 * extra phrases. In English without `translate`; with it, each part goes through the page's
 * language (the data's labels too, as far as the catalogues have them). The phrases are shown as
 * given: staff write them per language and the API sends them in the page's (issue 31).
 */
export function maidInfoParts(maid: MaidInfoInput, translate?: Translate): string[] {
  const tr: Translate = translate ?? ((text) => text);
  const parts: string[] = [];
  if (maid.nationality.label.trim()) parts.push(tr(maid.nationality.label.trim()));
  if (maid.religion === 'MUSLIM') parts.push(tr(msg('Muslim Compliant')));
  if (Number.isInteger(maid.numberOfChildren) && maid.numberOfChildren > 0) {
    parts.push(
      translate
        ? translate(msg('{count, plural, one {Mother of {count} kid} other {Mother of {count} kids}}'), { count: maid.numberOfChildren })
        : motherOfKids(maid.numberOfChildren)!,
    );
  }
  const languages = spokenLanguages(maid);
  if (languages.length) {
    const list = joinWithAnd(languages.map((l) => tr(l)), translate);
    parts.push(translate ? translate(msg('Speaks {languages}'), { languages: list }) : `Speaks ${list}`);
  }
  for (const phrase of maid.infoPhrases ?? []) {
    const p = phrase.trim();
    if (p && !parts.includes(p)) parts.push(p);
  }
  return parts;
}

/** The info line as one string, parts separated by a middle dot. */
export function maidInfoLine(maid: MaidInfoInput, translate?: Translate): string {
  return maidInfoParts(maid, translate).join(' · ');
}


export function isFilipina(maid: { nationalityMatchingType?: { code: string } | null }): boolean {
  return maid.nationalityMatchingType?.code.toLowerCase() === FILIPINA_MATCHING_TYPE;
}
