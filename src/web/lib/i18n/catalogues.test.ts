import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, invalidMessages } from '../../../shared/i18n/catalogue-check';
import { LANGUAGES } from '../../../shared/tracking';
import { readSourceMessages } from './source-messages';

const webRoot = path.resolve(import.meta.dirname, '../..');
const cataloguesDir = path.resolve(import.meta.dirname, '../../../shared/i18n/catalogues');
const { messages, dynamicCalls } = readSourceMessages(webRoot);
const catalogueFiles = fs.existsSync(cataloguesDir) ? fs.readdirSync(cataloguesDir).filter((f) => f.endsWith('.json')) : [];

// The CI check of the catalogues (docs/decisions/2026-11-26-i18n-library.md): English is the code
// itself; each other language's catalogue maps the same keys to its text.
describe('the translation catalogues', () => {
  it('reads the texts the web app translates from its sources', () => {
    expect(Object.keys(messages).length).toBeGreaterThan(200);
    expect(messages['Connection error: Please refresh']).toBe('Connection error: Please refresh');
    expect(dynamicCalls.length).toBeGreaterThan(0);
  });

  it('leaves out the back office, which stays English', () => {
    const withBackOffice = readSourceMessages(webRoot, []).messages;
    expect(withBackOffice['Replace with a new video']).toBe('Replace with a new video');
    expect(messages['Replace with a new video']).toBeUndefined();
  });

  it('has English texts that are all valid ICU MessageFormat', () => {
    expect(invalidMessages(Object.keys(messages))).toEqual([]);
  });

  // `#` formats its number through Intl.NumberFormat, whose first use costs a phone ~20 ms inside the
  // render of the catalogue's cards: a plural names its argument instead ({n} rather than #).
  it('has no # in any message, English or translated', () => {
    const octothorpes = (text: string) => JSON.stringify(parse(text, { strict: false })).includes('"octothorpe"');
    const texts = [...Object.keys(messages), ...catalogueFiles.flatMap((file) => Object.values(JSON.parse(fs.readFileSync(path.join(cataloguesDir, file), 'utf8')) as Record<string, string>))];
    expect(texts.filter(octothorpes)).toEqual([]);
  });

  it.each(catalogueFiles.length ? catalogueFiles : ['(none yet)'])('%s has every key, none unused, valid ICU, the English placeholders', (file) => {
    if (!catalogueFiles.length) return;
    const lang = path.basename(file, '.json');
    expect(LANGUAGES).toContain(lang);
    const catalogue = JSON.parse(fs.readFileSync(path.join(cataloguesDir, file), 'utf8')) as Record<string, string>;
    expect(checkCatalogue(lang, messages, catalogue)).toEqual([]);
  });
});
