import { describe, expect, it } from 'vitest';
import { argumentsOf, checkCatalogue } from './catalogue-check';

const source = {
  'Hello {name}': 'Hello {name}',
  'Saved maids': 'Saved maids',
  '{count, plural, one {# maid} other {# maids}}': '{count, plural, one {# maid} other {# maids}}',
};
const french = {
  'Hello {name}': 'Bonjour {name}',
  'Saved maids': 'Employées enregistrées',
  '{count, plural, one {# maid} other {# maids}}': '{count, plural, one {# employée} other {# employées}}',
};

describe('checkCatalogue', () => {
  it('passes a complete catalogue with the same placeholders', () => {
    expect(checkCatalogue('fr', source, french)).toEqual([]);
  });

  it('accepts the plural categories of the language, such as Arabic’s two, few and many', () => {
    const arabic = {
      ...french,
      '{count, plural, one {# maid} other {# maids}}':
        '{count, plural, zero {لا عاملات} one {عاملة واحدة} two {عاملتان} few {# عاملات} many {# عاملة} other {# عاملة}}',
    };
    expect(checkCatalogue('ar', source, arabic)).toEqual([]);
  });

  it('fails a missing key, and an empty text', () => {
    const { 'Saved maids': _, ...rest } = french;
    expect(checkCatalogue('fr', source, rest)).toEqual(['fr: missing "Saved maids"']);
    expect(checkCatalogue('fr', source, { ...french, 'Saved maids': '' })).toEqual(['fr: missing "Saved maids"']);
  });

  it('fails a key no source message has', () => {
    expect(checkCatalogue('fr', source, { ...french, 'Old text': 'Ancien texte' })).toEqual(['fr: unused "Old text"']);
  });

  it('fails a text that is not valid ICU', () => {
    const problems = checkCatalogue('fr', source, { ...french, 'Hello {name}': 'Bonjour {name' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^fr: invalid ICU in "Hello \{name\}": /);
  });

  it('fails a plural case the language does not have', () => {
    const problems = checkCatalogue('fr', source, {
      ...french,
      '{count, plural, one {# maid} other {# maids}}': '{count, plural, one {# employée} few {# employées} other {# employées}}',
    });
    expect(problems).toEqual([expect.stringMatching(/^fr: invalid ICU in "\{count, plural/)]);
  });

  it('fails a plural or select without its "other" case', () => {
    const problems = checkCatalogue('fr', source, { ...french, '{count, plural, one {# maid} other {# maids}}': '{count, plural, one {# employée}}' });
    expect(problems).toEqual(['fr: invalid ICU in "{count, plural, one {# maid} other {# maids}}": {count, plural} has no "other" case']);
  });

  it('fails placeholders that differ from the English ones: renamed, dropped or added', () => {
    expect(checkCatalogue('fr', source, { ...french, 'Hello {name}': 'Bonjour {nom}' })).toEqual([
      'fr: placeholders of "Hello {name}" are {nom}, English has {name}',
    ]);
    expect(checkCatalogue('fr', source, { ...french, 'Hello {name}': 'Bonjour' })).toEqual([
      'fr: placeholders of "Hello {name}" are {}, English has {name}',
    ]);
    expect(checkCatalogue('fr', source, { ...french, 'Saved maids': 'Employées de {name}' })).toEqual([
      'fr: placeholders of "Saved maids" are {name}, English has {}',
    ]);
  });

  it('reports an English source text that is not valid ICU', () => {
    expect(checkCatalogue('fr', { 'Hi {name': 'Hi {name' }, { 'Hi {name': 'Salut' })).toEqual([expect.stringMatching(/^en: invalid ICU in "Hi \{name"/)]);
  });
});

describe('argumentsOf', () => {
  it('finds arguments inside plural, select and formatted arguments', () => {
    expect(argumentsOf('{n, plural, one {{who} saved one} other {{who} saved #}} on {day, date, short}')).toEqual(new Set(['n', 'who', 'day']));
  });
});
