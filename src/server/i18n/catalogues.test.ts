import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, invalidMessages } from '../../shared/i18n/catalogue-check';
import { LANGUAGES } from '../../shared/tracking';
import { readServerMessages } from './server-messages';
import { SERVER_CATALOGUES_DIR } from './t';

const serverRoot = path.resolve(import.meta.dirname, '..');
const { messages, dynamicCalls } = readServerMessages(serverRoot);
const files = fs.readdirSync(SERVER_CATALOGUES_DIR).filter((f) => f.endsWith('.json'));

// The CI check of the server's catalogues (SMS, the signed forms' PDF, error messages), as
// src/web/lib/i18n/catalogues.test.ts does for the web app's.
describe("the server's translation catalogues", () => {
  it('reads the texts the server translates from its sources', () => {
    expect(messages['{site}: continue your maid application {reference} on your phone: {url}']).toBeDefined();
    expect(messages['Cancelled']).toBe('Cancelled');
  });

  it('has every language but English, which is the code', () => {
    expect(files.map((f) => path.basename(f, '.json')).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it('has English texts that are all valid ICU MessageFormat', () => {
    expect(invalidMessages(Object.keys(messages))).toEqual([]);
  });

  it('translates only literal texts, apart from the error handler that translates a refusal by its key', () => {
    expect(dynamicCalls.map((call) => call.replace(/:\d+$/, '')).sort()).toEqual(DYNAMIC_CALLS);
  });

  it.each(files)('%s has every key, none unused, valid ICU, the English placeholders', (file) => {
    const lang = path.basename(file, '.json');
    const catalogue = JSON.parse(fs.readFileSync(path.join(SERVER_CATALOGUES_DIR, file), 'utf8')) as Record<string, string>;
    expect(checkCatalogue(lang, messages, catalogue)).toEqual([]);
  });
});

/** Calls that translate a text known only at run time; each text is marked with msg() where it is written. */
const DYNAMIC_CALLS: string[] = [
  // A refusal translated by its key in the error handler, and the English of tRefusal.
  'i18n/refusal-text.ts',
  'i18n/refusal-text.ts',
  'i18n/refusal-text.ts',
  'i18n/refusal-text.ts',
  // The service's name, the stage's name and a document's name, from tables of msg() texts.
  'modules/application/signed-form-translation.ts',
  'modules/application/signed-form-translation.ts',
  'modules/application/signed-form-translation.ts',
  'modules/application/step-handlers.ts',
  // A payment's name on the card provider's page: first or monthly debit.
  'modules/money/money-texts.ts',
  'modules/sms/sms-texts.ts',
];
