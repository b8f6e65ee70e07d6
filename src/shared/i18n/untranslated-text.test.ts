import { describe, expect, it } from 'vitest';
import { untranslatedWords } from './untranslated-text';

describe('untranslatedWords', () => {
  it('finds Latin words in Arabic, Hindi and Russian', () => {
    expect(untranslatedWords('أدخل Enter your name', 'ar')).toEqual(['Enter', 'your', 'name']);
    expect(untranslatedWords('नाम दर्ज करें Please', 'hi')).toEqual(['Please']);
    expect(untranslatedWords('Введите имя (required)', 'ru')).toEqual(['required']);
  });

  it('lets through AED, IBAN, digits, references, links, e-mail addresses and the names given', () => {
    const text = 'المبلغ AED 1,050 و IBAN AE07 0331 2345 المرجع INV-000001 https://x.example/a?b=c info@sunrise.ae مريم Maria Santos Sunrise Maids';
    expect(untranslatedWords(text, 'ar', ['Maria Santos', 'Sunrise Maids'])).toEqual([]);
  });

  it('lets through the card, brand and file names every language writes in Latin letters', () => {
    expect(untranslatedWords('Номер Emirates ID; файлы JPEG, PNG или PDF; ссылка из SMS; ваш номер WhatsApp', 'ru')).toEqual([]);
    expect(untranslatedWords('Emirates', 'ru')).toEqual(['Emirates']);
    expect(untranslatedWords('IBAN в ОАЭ начинается с AE', 'ru')).toEqual([]);
  });

  it('counts a name only as a whole word', () => {
    expect(untranslatedWords('Mariana', 'ru', ['Maria'])).toEqual(['Mariana']);
  });

  it('ignores one Latin letter alone', () => {
    expect(untranslatedWords('٣ x ٤', 'ar')).toEqual([]);
  });

  it('in French, finds English words and not French ones', () => {
    expect(untranslatedWords('Choisissez une date pour le contact mobile', 'fr')).toEqual([]);
    expect(untranslatedWords('Enter your full name', 'fr')).toEqual(['Enter', 'your', 'full', 'name']);
  });

  it('never checks English', () => {
    expect(untranslatedWords('Enter your name', 'en')).toEqual([]);
  });
});
