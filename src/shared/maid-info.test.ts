import { describe, expect, it } from 'vitest';
import { displayFirstName } from './first-name';
import {
  joinWithAnd,
  maidInfoLine,
  maidInfoParts,
  motherOfKids,
  type MaidInfoInput,
} from './maid-info';

const lang = (label: string) => ({ language: { label } });
const maid = (over: Partial<MaidInfoInput> = {}): MaidInfoInput => ({
  nationality: { label: 'Philippines' },
  nationalityMatchingType: { code: 'filipina' },
  religion: 'CHRISTIAN',
  numberOfChildren: 0,
  languages: [],
  infoPhrases: [],
  ...over,
});

describe('info line', () => {
  it('lists only the nationality for a maid with nothing else to say', () => {
    expect(maidInfoParts(maid())).toEqual(['Philippines']);
  });

  it('adds Muslim Compliant only for religion MUSLIM', () => {
    expect(maidInfoParts(maid({ religion: 'MUSLIM' }))).toContain('Muslim Compliant');
    expect(maidInfoParts(maid({ religion: 'HINDU' }))).not.toContain('Muslim Compliant');
  });

  it("says 'kid' for one child and 'kids' otherwise, nothing for none", () => {
    expect(motherOfKids(1)).toBe('Mother of 1 kid');
    expect(motherOfKids(3)).toBe('Mother of 3 kids');
    expect(motherOfKids(0)).toBeUndefined();
    expect(motherOfKids(-2)).toBeUndefined();
    expect(motherOfKids(1.5)).toBeUndefined();
  });

  it("joins languages with commas and a final '&'", () => {
    expect(joinWithAnd(['English'])).toBe('English');
    expect(joinWithAnd(['English', 'Tagalog'])).toBe('English & Tagalog');
    expect(joinWithAnd(['English', 'Tagalog', 'Arabic'])).toBe('English, Tagalog & Arabic');
    expect(joinWithAnd([])).toBe('');
  });

  it('joins in the page language through its translate: its comma and its "and"', () => {
    const arabic: Record<string, string> = { '{list}, {item}': '{list}، {item}', '{list} & {last}': '{list} و{last}' };
    const translate = (text: string, vars?: Readonly<Record<string, string | number>>) =>
      (arabic[text] ?? text).replace(/\{(\w+)\}/g, (_, name: string) => String(vars?.[name]));
    expect(joinWithAnd(['الإنجليزية', 'العربية'], translate)).toBe('الإنجليزية والعربية');
    expect(joinWithAnd(['أ', 'ب', 'ج'], translate)).toBe('أ، ب وج');
    expect(joinWithAnd(['English', 'Tagalog', 'Arabic'], (text, vars) => text.replace(/\{(\w+)\}/g, (_, n: string) => String(vars?.[n])))).toBe(
      'English, Tagalog & Arabic',
    );
  });

  it('hides Arabic for Ethiopian-matched maids only', () => {
    const languages = [lang('Amharic'), lang('Arabic'), lang('English')];
    expect(maidInfoLine(maid({ languages, nationalityMatchingType: { code: 'ethiopian' } }))).toContain(
      'Speaks Amharic & English',
    );
    expect(maidInfoLine(maid({ languages, nationalityMatchingType: { code: 'african' } }))).toContain(
      'Speaks Amharic, Arabic & English',
    );
  });

  it("shows the phrases as the API gives them (already in the page's language), the rest through the translation", () => {
    const translate = (text: string) => `«${text}»`;
    const parts = maidInfoParts(maid({ infoPhrases: ['تحب القطط', 'Loves pets'] }), translate);
    expect(parts).toEqual(['«Philippines»', 'تحب القطط', 'Loves pets']);
  });

  it('keeps the order nationality, Muslim, kids, languages, extra phrases', () => {
    const line = maidInfoLine(
      maid({
        religion: 'MUSLIM',
        numberOfChildren: 2,
        languages: [lang('English'), lang('Tagalog')],
        infoPhrases: ['Cooks Arabic food', '  '],
      }),
    );
    expect(line).toBe('Philippines · Muslim Compliant · Mother of 2 kids · Speaks English & Tagalog · Cooks Arabic food');
  });
});

describe('names, numbers and the offer', () => {
  it('capitalises the first letter and removes a trailing comma', () => {
    expect(displayFirstName('maricel,')).toBe('Maricel');
    expect(displayFirstName('  jocelyn ')).toBe('Jocelyn');
    expect(displayFirstName('Ana')).toBe('Ana');
    expect(displayFirstName(',')).toBe('');
  });
});
