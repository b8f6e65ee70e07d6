import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { SignedForm } from '../../../shared/application/signed-forms.js';
import { directionOf } from '../../../shared/i18n/language-choice.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/tracking.js';
import type { FontSet } from '../../pdf/pdf-fonts.js';
import type { FormTranslation } from './signed-form-translation.js';

/** A signed form and the signature under it (a PNG data URL, in clear), if signed yet. */
export interface SignedPage {
  form: SignedForm;
  signature?: string;
  signedAt?: string;
  /** The form in the family's language, drawn beside the English; absent for English. */
  translation?: FormTranslation & { signature: string; signedOn?: string | undefined };
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BOTTOM = 40;
const SIGNATURE_BLOCK = 112;
/** Line height of the two-language pages, as a multiple of the type size: room for Naskh's tall letters, one form on one page. */
const LEADING = 1.32;

/**
 * The signed forms as one PDF, a page each: the direct-debit mandate and the monthly payment
 * forms, each with exactly the text the client read above the signature pad
 * (shared/application/signed-forms.ts) and the signature they drew. In another language than
 * English each text is given in it first, with the English it translates beside it; an Arabic
 * page is mirrored: labels on the right, lines right-aligned (docs/decisions/2026-11-26-server-texts.md).
 */
export async function signedFormsPdf(pages: SignedPage[], siteName: string, lang: Language = DEFAULT_LANGUAGE): Promise<Uint8Array> {
  // Loaded at the first mandate, not at start: pdf-lib and the fonts are large, and most processes never make a mandate.
  const [{ PDFDocument }, { embedFontSet }, text] = await Promise.all([import('pdf-lib'), import('../../pdf/pdf-fonts.js'), import('../../pdf/bidi-text.js')]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(pages[0]?.form.title ?? 'Signed forms');
  pdf.setProducer(siteName);
  pdf.setLanguage(lang);
  const fonts = await embedFontSet(pdf, lang);
  for (const page of pages) {
    if (page.translation && lang !== DEFAULT_LANGUAGE) await drawBilingual(pdf, page, page.translation, siteName, fonts, directionOf(lang), text);
    else await drawEnglish(pdf, page, siteName, fonts, text);
  }
  return pdf.save();
}

type TextModule = typeof import('../../pdf/bidi-text.js');

/** The English form as it has always been: labels in a column, the terms numbered, the signature. */
async function drawEnglish(pdf: PDFDocument, { form, signature, signedAt }: SignedPage, siteName: string, fonts: FontSet, text: TextModule) {
  const LABEL_WIDTH = 130;
  const page = pdf.addPage(PAGE);
  const write = (line: string, x: number, width: number, y: number, size: number, bold = false, grey = false) =>
    text.drawLine(page, line, { x, width, y, size, faces: bold ? fonts.bold : fonts.regular, direction: 'ltr', grey });
  const lines = (value: string, x: number, width: number, y: number, size: number, bold = false) => {
    for (const line of text.wrapText(value, bold ? fonts.bold : fonts.regular, size, width, 'ltr')) {
      write(line, x, width, y, size, bold);
      y -= size + 4;
    }
    return y;
  };
  let y = PAGE[1] - MARGIN - 10;
  write(siteName, MARGIN, WIDTH, y, 10, false, true);
  y -= 26;
  y = lines(form.title, MARGIN, WIDTH, y, 18, true) - 10;
  for (const { label, value } of form.rows) {
    write(`${label}:`, MARGIN, LABEL_WIDTH, y, 10, true);
    y = lines(value, MARGIN + LABEL_WIDTH, WIDTH - LABEL_WIDTH, y, 10) - 6;
  }
  y -= 8;
  form.terms.forEach((term, i) => {
    y = lines(`${i + 1}. ${term}`, MARGIN, WIDTH, y, 10) - 6;
  });
  y -= 16;
  write('Signature', MARGIN, LABEL_WIDTH, y, 10, true);
  await drawSignature(pdf, page, signature, MARGIN + LABEL_WIDTH, y, text);
  if (signedAt) write(`Signed on ${signedAt}`, MARGIN + LABEL_WIDTH, 250, y - 98, 9, false, true);
}

/** The image and the line it stands on, `y` at the top of the block. */
async function drawSignature(pdf: PDFDocument, page: PDFPage, signature: string | undefined, x: number, y: number, text: TextModule) {
  if (signature) {
    const png = await pdf.embedPng(Buffer.from(signature.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(220 / png.width, 90 / png.height, 1);
    page.drawImage(png, { x, y: y - 80, width: png.width * scale, height: png.height * scale });
  }
  page.drawLine({ start: { x, y: y - 84 }, end: { x: x + 250, y: y - 84 }, thickness: 0.5, color: text.GREY });
}

/**
 * Each text in the family's language, then its English in grey. Left to right languages read
 * from the left margin; Arabic from the right, the labels' column on the right. A value that is
 * data (reference, IBAN, amount) is drawn once, as a left to right line; within a translated
 * sentence such values are isolated (signed-form-translation.ts).
 */
async function drawBilingual(
  pdf: PDFDocument,
  { form, signature, signedAt }: SignedPage,
  tr: NonNullable<SignedPage['translation']>,
  siteName: string,
  fonts: FontSet,
  dir: 'ltr' | 'rtl',
  text: TextModule,
) {
  const LABEL_WIDTH = 150;
  const GAP = 12;
  const rtl = dir === 'rtl';
  // The two columns of a row: the labels' and the values', mirrored for a right to left page.
  const labelX = rtl ? MARGIN + WIDTH - LABEL_WIDTH : MARGIN;
  const valueX = rtl ? MARGIN : MARGIN + LABEL_WIDTH + GAP;
  const valueWidth = WIDTH - LABEL_WIDTH - GAP;
  // A little closer to the edges than the English page: two languages, and still one form on one page.
  const TOP = PAGE[1] - 40;
  let page = pdf.addPage(PAGE);
  let y = TOP;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage(PAGE);
    y = TOP;
  };
  /** A paragraph at the page's side: `translated` in the language's direction, `english` left to right. */
  const para = (value: string, x: number, width: number, size: number, o: { bold?: boolean; grey?: boolean; english?: boolean } = {}) => {
    const faces = o.bold ? fonts.bold : fonts.regular;
    const direction = o.english ? 'ltr' : dir;
    const align = o.english && rtl ? 'end' : 'start';
    let bottom = y;
    for (const line of text.wrapText(value, faces, size, width, direction)) {
      text.drawLine(page, line, { x, width, y: bottom, size, faces, direction, align, grey: o.grey });
      bottom -= size * LEADING;
    }
    return bottom;
  };
  const heightOf = (value: string, width: number, size: number, bold = false, english = false) =>
    text.wrapText(value, bold ? fonts.bold : fonts.regular, size, width, english ? 'ltr' : dir).length * size * LEADING;

  y = para(siteName, MARGIN, WIDTH, 10, { grey: true, english: true }) - 16;
  y = para(tr.title, MARGIN, WIDTH, 17, { bold: true });
  y = para(form.title, MARGIN, WIDTH, 11, { bold: true, grey: true, english: true }) - 10;

  form.rows.forEach(({ label, value }, i) => {
    const translatedValue = tr.values[i];
    const both = translatedValue && translatedValue !== value;
    const translatedLabel = tr.labels[i] ?? label;
    // A word that is the same in both ('IBAN') is written once.
    const labelHeight = heightOf(translatedLabel, LABEL_WIDTH, 9.5, true) + (translatedLabel === label ? 0 : heightOf(label, LABEL_WIDTH, 8, false, true));
    const valueHeight = (both ? heightOf(translatedValue, valueWidth, 9.5) : 0) + heightOf(value, valueWidth, both ? 8 : 9.5, false, true);
    room(Math.max(labelHeight, valueHeight) + 4);
    const top = y;
    y = para(translatedLabel, labelX, LABEL_WIDTH, 9.5, { bold: true });
    const labelBottom = translatedLabel === label ? y : para(label, labelX, LABEL_WIDTH, 8, { grey: true, english: true });
    y = top;
    if (both) y = para(translatedValue, valueX, valueWidth, 9.5);
    const valueBottom = para(value, valueX, valueWidth, both ? 8 : 9.5, { grey: Boolean(both), english: true });
    y = Math.min(labelBottom, valueBottom) - 4;
  });
  y -= 6;
  form.terms.forEach((term, i) => {
    const translated = `${i + 1}. ${tr.terms[i] ?? term}`;
    const english = `${i + 1}. ${term}`;
    room(heightOf(translated, WIDTH, 9) + heightOf(english, WIDTH, 8, false, true) + 5);
    y = para(translated, MARGIN, WIDTH, 9);
    y = para(english, MARGIN, WIDTH, 8, { grey: true, english: true }) - 5;
  });
  y -= 8;
  room(SIGNATURE_BLOCK);
  const top = y;
  y = para(tr.signature, labelX, LABEL_WIDTH, 9.5, { bold: true });
  if (tr.signature !== 'Signature') para('Signature', labelX, LABEL_WIDTH, 8, { grey: true, english: true });
  const lineX = rtl ? labelX - GAP - 250 : valueX;
  await drawSignature(pdf, page, signature, lineX, top, text);
  y = top - 98;
  if (tr.signedOn) y = para(tr.signedOn, lineX, 250, 9, { grey: true });
  if (signedAt) para(`Signed on ${signedAt}`, lineX, 250, 8, { grey: true, english: true });
}
