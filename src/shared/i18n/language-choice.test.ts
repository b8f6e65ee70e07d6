import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf } from './language-choice';

describe('chooseLanguage', () => {
  it('takes a known lang parameter and keeps it', () => {
    expect(chooseLanguage('ru', null)).toEqual({ lang: 'ru', store: 'ru' });
    expect(chooseLanguage('AR', 'fr')).toEqual({ lang: 'ar', store: 'ar' });
  });

  it('gives the default for en or an unknown value, and clears the stored choice', () => {
    expect(chooseLanguage('en', 'hi')).toEqual({ lang: 'en', store: null });
    expect(chooseLanguage('xx', 'hi')).toEqual({ lang: 'en', store: null });
    expect(chooseLanguage('', 'hi')).toEqual({ lang: 'en', store: null });
  });

  it('keeps the stored choice when there is no parameter', () => {
    expect(chooseLanguage(null, 'hi')).toEqual({ lang: 'hi', store: undefined });
    expect(chooseLanguage(undefined, 'nonsense')).toEqual({ lang: 'en', store: undefined });
    expect(chooseLanguage(null, null)).toEqual({ lang: 'en', store: undefined });
  });
});

describe('directionOf', () => {
  it('is right to left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});
