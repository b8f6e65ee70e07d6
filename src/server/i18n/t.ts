import fs from 'node:fs';
import path from 'node:path';
import MessageFormat, { type MessageFunction } from '@messageformat/core';
import type { Catalogue } from '../../shared/i18n/catalogue-check.js';
import { DEFAULT_LANGUAGE, parseLang, type Language } from '../../shared/tracking.js';

/** The server's own catalogues (SMS, PDFs, error messages), apart from the web app's. */
export const SERVER_CATALOGUES_DIR = path.resolve(import.meta.dirname, '../../shared/i18n/catalogues/server');

export type MessageVars = Record<string, string | number>;

const formatters = new Map<Language, MessageFormat<'string'>>();
const compiled = new Map<string, MessageFunction<'string'>>();

/**
 * The catalogues of one folder, each read once at first use: English is the code itself, and a
 * language without a file yet falls back to it key by key.
 */
export function cataloguesIn(dir: string): (lang: Language) => Catalogue {
  const read = new Map<Language, Catalogue>();
  return (lang) => {
    let catalogue = read.get(lang);
    if (!catalogue) {
      const file = path.join(dir, `${lang}.json`);
      catalogue = lang !== DEFAULT_LANGUAGE && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue) : {};
      read.set(lang, catalogue);
    }
    return catalogue;
  };
}

const catalogueOf = cataloguesIn(SERVER_CATALOGUES_DIR);

function compile(lang: Language, message: string): MessageFunction<'string'> {
  const id = `${lang}\u0000${message}`;
  let fn = compiled.get(id);
  if (!fn) {
    let mf = formatters.get(lang);
    if (!mf) {
      // Dates and amounts are formatted by their callers (Asia/Dubai, AED); the messages only place them.
      mf = new MessageFormat<'string'>(lang, { returnType: 'string' });
      formatters.set(lang, mf);
    }
    fn = mf.compile(message);
    compiled.set(id, fn);
  }
  return fn;
}

/**
 * `english` (an ICU message, and the key) in `lang`, with `vars` placed. An unknown key or
 * language gives the English. Each message is compiled once per language, at first use.
 */
export function t(lang: Language | string | null | undefined, english: string, vars: MessageVars = {}): string {
  const language = parseLang(lang);
  const translated = catalogueOf(language)[english];
  if (translated) return compile(language, translated)(vars);
  return compile(DEFAULT_LANGUAGE, english)(vars);
}

/** Whether `english` is a key of the server's catalogues (the error handler translates only those). */
export function hasTranslation(lang: Language, english: string): boolean {
  return Boolean(catalogueOf(lang)[english]);
}

/**
 * Marks a text kept in a constant or table as one the server translates later with `t` (an error
 * message, a label): the check reads its literal as a catalogue key. It returns the text unchanged.
 */
export const msg = <T extends string>(english: T): T => english;
