import path from 'node:path';
import { applyLabels, type LabelOptions } from '../../shared/labels.js';
import type { Language } from '../../shared/tracking.js';
import { cataloguesIn } from '../i18n/t.js';

/** The web app's catalogues: the server writes a page's first head from the same texts the page shows. */
const webCatalogue = cataloguesIn(path.resolve(import.meta.dirname, '../../shared/i18n/catalogues'));

/**
 * A route's title or description in the page's language, with the worker label, as the web's
 * label() words it (src/web/components/header/use-labels.ts): another language looks up the
 * English with the words swapped; English, or a text its catalogue lacks, swaps them after.
 * Route texts have no arguments, so the catalogue's text is the text.
 */
export function pageText(lang: Language, english: string, labels: LabelOptions): string {
  return webCatalogue(lang)[applyLabels(english, { ...labels, hideFullTime: false })] ?? applyLabels(english, labels);
}
