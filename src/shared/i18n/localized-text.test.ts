import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { localizedTextSchema, textIn, untranslatedLanguages, untranslatedLanguagesOf, writtenOnly } from './localized-text';

describe('localized text', () => {
  const text = { en: 'Great maid', ar: 'خادمة رائعة', fr: '  ' };

  it('shows the language, or the English when that language is empty', () => {
    expect(textIn(text, 'ar')).toBe('خادمة رائعة');
    expect(textIn(text, 'fr')).toBe('Great maid');
    expect(textIn(text, 'hi')).toBe('Great maid');
    expect(textIn(text, 'en')).toBe('Great maid');
  });

  it('lists the languages that need a translation', () => {
    expect(untranslatedLanguages(text)).toEqual(['ru', 'hi', 'fr']);
    expect(untranslatedLanguages({ en: '' })).toEqual([]);
    expect(untranslatedLanguagesOf([{ en: 'a', ar: 'أ', hi: 'अ', ru: 'а' }, { en: 'b', ar: 'ب', ru: 'б', fr: 'b' }])).toEqual(['hi', 'fr']);
  });

  it('keeps a text as written: each language trimmed, the empty ones left out', () => {
    expect(writtenOnly({ en: ' Hi ', ar: ' مرحبا ', ru: ' ', fr: '' })).toEqual({ en: 'Hi', ar: 'مرحبا' });
  });

  it('trims, drops empty languages, and requires English', () => {
    const schema = localizedTextSchema('Title', 10);
    expect(z.parse(schema, { en: ' Hi ', ar: ' مرحبا ', ru: '' })).toEqual({ en: 'Hi', ar: 'مرحبا' });
    expect(z.safeParse(schema, { en: ' ', ar: 'مرحبا' }).error?.issues[0]?.message).toBe('Title: write it in English at least');
    expect(z.safeParse(schema, { en: 'ok', hi: 'x'.repeat(11) }).error?.issues[0]?.message).toBe('Title (hi): at most 10 characters');
    expect(z.parse(localizedTextSchema('Note', 10, { optional: true }), { en: '' })).toEqual({ en: '' });
  });
});
