import type { PDFFont, PDFPage } from 'pdf-lib';
import type { SignedForm } from '../../../shared/application/signed-forms.js';

/** A signed form and the signature under it (a PNG data URL, in clear), if signed yet. */
export interface SignedPage {
  form: SignedForm;
  signature?: string;
  signedAt?: string;
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;
const LABEL_WIDTH = 130;

/** Splits text into lines no wider than `width` at `size` (pdf-lib draws, it does not wrap). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The signed forms as one PDF, a page each: the direct-debit mandate and the monthly payment
 * forms, each with exactly the text the client read above the signature pad
 * (shared/application/signed-forms.ts) and the signature they drew.
 */
export async function signedFormsPdf(pages: SignedPage[], siteName: string): Promise<Uint8Array> {
  // Loaded at the first mandate, not at start: pdf-lib is large, and most processes never make a mandate.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(pages[0]?.form.title ?? 'Signed forms');
  pdf.setProducer(siteName);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const drawLines = (page: PDFPage, lines: string[], x: number, y: number, size: number, face: PDFFont) => {
    for (const line of lines) {
      page.drawText(line, { x, y, size, font: face });
      y -= size + 4;
    }
    return y;
  };

  for (const { form, signature, signedAt } of pages) {
    const page = pdf.addPage(PAGE);
    let y = PAGE[1] - MARGIN - 10;
    page.drawText(siteName, { x: MARGIN, y, size: 10, font, color: rgb(0.35, 0.35, 0.35) });
    y -= 26;
    y = drawLines(page, wrap(form.title, bold, 18, WIDTH), MARGIN, y, 18, bold) - 10;
    for (const { label, value } of form.rows) {
      page.drawText(`${label}:`, { x: MARGIN, y, size: 10, font: bold });
      const next = drawLines(page, wrap(value, font, 10, WIDTH - LABEL_WIDTH), MARGIN + LABEL_WIDTH, y, 10, font);
      y = next - 6;
    }
    y -= 8;
    form.terms.forEach((term, i) => {
      y = drawLines(page, wrap(`${i + 1}. ${term}`, font, 10, WIDTH), MARGIN, y, 10, font) - 6;
    });
    y -= 16;
    page.drawText('Signature', { x: MARGIN, y, size: 10, font: bold });
    if (signature) {
      const png = await pdf.embedPng(Buffer.from(signature.split(',')[1] ?? '', 'base64'));
      const scale = Math.min(220 / png.width, 90 / png.height, 1);
      page.drawImage(png, { x: MARGIN + LABEL_WIDTH, y: y - 80, width: png.width * scale, height: png.height * scale });
    }
    page.drawLine({ start: { x: MARGIN + LABEL_WIDTH, y: y - 84 }, end: { x: MARGIN + LABEL_WIDTH + 250, y: y - 84 }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
    if (signedAt) page.drawText(`Signed on ${signedAt}`, { x: MARGIN + LABEL_WIDTH, y: y - 98, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
  }
  return pdf.save();
}
