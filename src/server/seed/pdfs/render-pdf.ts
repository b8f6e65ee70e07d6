import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { unbreakableWords } from '../../pdf/line-breaks.js';

export interface PdfSection {
  heading?: string;
  paragraphs: string[];
}

export interface PdfContent {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Signature lines drawn at the end (e.g. 'The Client', 'The Service Centre'). */
  signatures?: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY = 10.5;

/** Lines no wider than `width`, broken at spaces, never inside an amount (line-breaks.ts). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of unbreakableWords(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A plain, real-looking A4 document: title, sections of wrapped paragraphs, page numbers. */
export async function renderPdf(content: PdfContent, issuer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setAuthor(issuer);
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const write = (text: string, font: PDFFont, size: number, gap: number, colour = rgb(0.08, 0.1, 0.12)) => {
    for (const line of wrap(text, font, size, width)) {
      ensure(size + gap);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: colour });
      y -= size + gap;
    }
  };

  page.drawText(issuer.toUpperCase(), { x: MARGIN, y: y - 9, size: 9, font: bold, color: rgb(0.04, 0.37, 1) });
  y -= 24;
  write(content.title, bold, 18, 6);
  if (content.subtitle) write(content.subtitle, regular, 11, 4, rgb(0.29, 0.33, 0.4));
  y -= 10;
  for (const section of content.sections) {
    if (section.heading) {
      y -= 6;
      // A heading keeps its first two lines of text with it, never alone at the foot of a page.
      ensure(12.5 + 5 + 2 * (BODY + 3.5));
      write(section.heading, bold, 12.5, 5);
    }
    for (const paragraph of section.paragraphs) {
      write(paragraph, regular, BODY, 3.5);
      y -= 6;
    }
  }
  for (const who of content.signatures ?? []) {
    ensure(60);
    y -= 36;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 220, y }, thickness: 0.8, color: rgb(0.3, 0.3, 0.3) });
    page.drawText(`${who} — signature and date`, { x: MARGIN, y: y - 13, size: 9, font: regular });
    y -= 16;
  }
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(`${content.title} — page ${i + 1} of ${pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: rgb(0.45, 0.45, 0.45),
    }),
  );
  return doc.save();
}
