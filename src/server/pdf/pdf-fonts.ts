import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';
import type { Language } from '../../shared/tracking.js';
import { pdfLibFontkit } from './fontkit-adapter.js';
import { woffToSfnt } from './woff-to-sfnt.js';

/** A font of the PDF, and which characters it has a glyph for. */
export interface Face {
  font: PDFFont;
  covers(codePoint: number): boolean;
  /** An embedded font's own shaping, whose glyph offsets the text is drawn with (bidi-text.ts); none for Helvetica. */
  shaper?: { font: fontkit.Font; features: Record<string, boolean> | undefined };
  /** The font of the text layer under drawn outlines (bidi-text.ts), when it is not `font`. */
  textFont?: PDFFont;
}

/** The faces a PDF writes with, in order of preference: each character takes the first that has it. */
export interface FontSet {
  regular: Face[];
  bold: Face[];
}

const require = createRequire(import.meta.url);

/**
 * The Noto fonts of the npm packages (@fontsource, WOFF): a fresh clone needs no system font.
 * @fontsource cuts each font by script, so a language takes its script's file and the Latin one
 * (English, digits, amounts, the IBAN).
 */
const FILES: Record<Exclude<Language, 'en'>, (weight: 400 | 700) => string[]> = {
  ar: (w) => [`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${w}-normal.woff`, `@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`],
  hi: (w) => [`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${w}-normal.woff`, `@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`],
  ru: (w) => [`@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`, `@fontsource/noto-sans/files/noto-sans-cyrillic-${w}-normal.woff`],
  fr: (w) => [`@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`],
};

const bytesOf = new Map<string, Buffer>();
const coverageOf = new Map<string, fontkit.Font>();

async function embedFile(pdf: PDFDocument, file: string): Promise<Face> {
  let bytes = bytesOf.get(file);
  if (!bytes) {
    bytes = woffToSfnt(fs.readFileSync(require.resolve(file)));
    bytesOf.set(file, bytes);
    coverageOf.set(file, fontkit.create(bytes));
  }
  const coverage = coverageOf.get(file)!;
  // Subset: only the glyphs drawn go into the file (a whole Arabic font would add ~180 KB per PDF).
  const font = await pdf.embedFont(bytes, { subset: true });
  const face: Face = { font, covers: (cp) => coverage.hasGlyphForCodePoint(cp), shaper: { font: coverage, features: undefined } };
  if (file.includes('naskh-arabic-arabic')) {
    // Noto Naskh's ccmp cuts a letter into a body and dots with no character of their own, which
    // a reader of the text layer gets as stray characters. Without it each glyph is a whole
    // letter: right for the text a reader copies, not for the eye (the dots are drawn apart).
    face.textFont = await pdf.embedFont(bytes, { subset: true, features: { ccmp: false } });
  }
  return face;
}

/**
 * The fonts of a PDF in `lang` with English alongside. English alone keeps the PDF's standard
 * Helvetica: nothing to embed, and its WinAnsi covers every English form.
 */
export async function embedFontSet(pdf: PDFDocument, lang: Language): Promise<FontSet> {
  if (lang === 'en') {
    const face = (font: PDFFont): Face => ({ font, covers: () => true });
    return { regular: [face(await pdf.embedFont(StandardFonts.Helvetica))], bold: [face(await pdf.embedFont(StandardFonts.HelveticaBold))] };
  }
  // pdf-lib's Fontkit type is fontkit 1's whole API; it calls only create, layout and the subset's.
  pdf.registerFontkit(pdfLibFontkit as unknown as Fontkit);
  const files = FILES[lang];
  return {
    regular: await Promise.all(files(400).map((f) => embedFile(pdf, f))),
    bold: await Promise.all(files(700).map((f) => embedFile(pdf, f))),
  };
}
