import fs from 'node:fs';
import path from 'node:path';
import { applyLabels, type LabelOptions } from '../../shared/labels.js';
import type { Language } from '../../shared/tracking.js';

/** The web app's catalogues: the server writes a page's first head from the same texts the page shows. */
const WEB_CATALOGUES_DIR = path.resolve(import.meta.dirname, '../../shared/i18n/catalogues');
const catalogues = new Map<Language, Readonly<Record<string, string>>>();

function catalogueOf(lang: Language): Readonly<Record<string, string>> {
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    const file = path.join(WEB_CATALOGUES_DIR, `${lang}.json`);
    catalogue = lang !== 'en' && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    catalogues.set(lang, catalogue);
  }
  return catalogue;
}

/**
 * A route's title or description in the page's language, with the worker label, as the web's
 * label() words it (src/web/components/header/use-labels.ts): another language looks up the
 * English with the words swapped; English, or a text its catalogue lacks, swaps them after.
 * Route texts have no arguments, so the catalogue's text is the text.
 */
export function pageText(lang: Language, english: string, labels: LabelOptions): string {
  return catalogueOf(lang)[applyLabels(english, { ...labels, hideFullTime: false })] ?? applyLabels(english, labels);
}
