import type { PDFPage } from 'pdf-lib';
import { directionOf } from '../../../shared/i18n/language-choice.js';
import { formatAed, formatVatRate } from '../../../shared/pricing/money.js';
import type { Language } from '../../../shared/tracking.js';
import type { Face, FontSet } from '../../pdf/pdf-fonts.js';
import { dayIn } from '../application/signed-form-translation.js';
import type { IssuedInvoice, IssuedText } from './invoice-facts.js';
import { invoiceLabels, paymentMethodIn } from './invoice-labels.js';

const PAGE: [number, number] = [595, 842];
const MARGIN = 48;
const WIDTH = PAGE[0] - 2 * MARGIN;
const TOP = PAGE[1] - 44;
const BOTTOM = 44;
/** Line height as a multiple of the type size: room for Naskh's tall letters. */
const LEADING = 1.3;
const LABEL_WIDTH = 170;
const GAP = 12;
/** The table's columns from the page's start edge: the description, then four amounts. */
const DESCRIPTION_WIDTH = 175;
const AMOUNT_WIDTH = (WIDTH - DESCRIPTION_WIDTH) / 4;
const CELL_PAD = 4;

/** 'AED 3,150.00': an invoice always shows the fils (formatAed leaves them out when there are none). */
export const aedOnInvoice = (fils: number) => {
  const text = formatAed(fils);
  return text.includes('.') ? text : `${text}.00`;
};

type TextModule = typeof import('../../pdf/bidi-text.js');

/**
 * A tax invoice or a tax credit note as a PDF, drawn from its issued facts and nothing else (no
 * clock, no configuration), so every download of one invoice is the same file byte for byte. It
 * carries what the UAE Federal Tax Authority asks of a tax invoice (docs/invoices.md), every
 * label in the family's language with the English under it. An Arabic page is mirrored, as the
 * signed forms are (mandate-pdf.ts); what is data (numbers, amounts, the TRN, references) is
 * drawn left to right, on one line, never wrapped.
 */
export async function renderInvoicePdf(invoice: IssuedInvoice): Promise<Uint8Array> {
  // Loaded at the first invoice, not at start: pdf-lib and the fonts are large.
  const [{ PDFDocument }, { embedFontSet }, text] = await Promise.all([import('pdf-lib'), import('../../pdf/pdf-fonts.js'), import('../../pdf/bidi-text.js')]);
  const labels = invoiceLabels(invoice.lang);
  const title = invoice.kind === 'credit_note' ? labels.taxCreditNote : labels.taxInvoice;
  // The day it was issued, not the day it is downloaded: the same facts make the same bytes.
  const issued = new Date(`${invoice.issuedOn}T00:00:00+04:00`);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title.en} ${invoice.number}`);
  pdf.setAuthor(invoice.supplier.name);
  pdf.setProducer(invoice.supplier.name);
  pdf.setCreator(invoice.supplier.name);
  pdf.setLanguage(invoice.lang);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts = await embedFontSet(pdf, fontLanguage(invoice));
  const drawer = new InvoicePage(pdf.addPage(PAGE), () => pdf.addPage(PAGE), fonts, directionOf(invoice.lang), text);
  drawer.draw(invoice, labels, title);
  drawer.numberPages(pdf.getPages(), invoice.number);
  return pdf.save();
}

/**
 * The fonts: the family's language's. An English invoice keeps the standard Helvetica unless a
 * name holds a letter its WinAnsi cannot write (a Cyrillic or Arabic name): then the fonts of
 * that script, so the invoice is drawn rather than refused.
 */
function fontLanguage(invoice: IssuedInvoice): Language {
  if (invoice.lang !== 'en') return invoice.lang;
  const all = [invoice.recipient.name, invoice.supplier.name, invoice.supplier.address, ...invoice.lines.map((l) => l.description.en)].join(' ');
  if (/[\u0600-\u06ff]/.test(all)) return 'ar';
  if (/[\u0900-\u097f]/.test(all)) return 'hi';
  if (/[\u0400-\u04ff]/.test(all)) return 'ru';
  return /[^\u0000-\u00ff\u2013\u2014\u2018-\u201d\u2022\u2026\u20ac]/.test(all) ? 'fr' : 'en';
}

interface TextOptions {
  size: number;
  bold?: boolean;
  grey?: boolean;
  /** Data or English: drawn left to right whatever the page's direction. */
  latin?: boolean;
  /** Against the box's right edge on any page (the table's amounts and their headings). */
  right?: boolean;
  /** Against the box's edge at the page's end side (the totals' labels, next to their amounts). */
  end?: boolean;
}

/** One invoice's page(s): a cursor `y` going down, the boxes mirrored on a right to left page. */
class InvoicePage {
  private y = TOP;
  private readonly rtl: boolean;

  constructor(
    private page: PDFPage,
    private readonly nextPage: () => PDFPage,
    private readonly fonts: FontSet,
    private readonly dir: 'ltr' | 'rtl',
    private readonly text: TextModule,
  ) {
    this.rtl = dir === 'rtl';
  }

  draw(invoice: IssuedInvoice, labels: ReturnType<typeof invoiceLabels>, title: IssuedText) {
    const { lang } = invoice;
    this.y = this.pair(title, 0, WIDTH, 20, 12) - 14;
    this.rule();
    this.row(labels.supplier, [{ text: invoice.supplier.name, latin: true, bold: true }, { text: invoice.supplier.address, latin: true }]);
    this.row(labels.trn, [{ text: invoice.supplier.trn, latin: true, data: true }]);
    this.row(labels.customer, [{ text: invoice.recipient.name, bold: true }]);
    this.rule();
    const numberLabel = invoice.kind === 'credit_note' ? labels.creditNoteNumber : labels.invoiceNumber;
    this.row(numberLabel, [{ text: invoice.number, latin: true, data: true, bold: true }]);
    if (invoice.creditsInvoice) this.row(labels.originalInvoice, [{ text: invoice.creditsInvoice, latin: true, data: true }]);
    this.row(labels.issuedOn, this.day(lang, invoice.issuedOn));
    this.row(labels.supplyOn, this.day(lang, invoice.supplyOn));
    this.row(labels.reference, [{ text: invoice.reference, latin: true, data: true }]);
    const method = paymentMethodIn(lang, invoice.paymentMethod);
    this.row(labels.paymentMethod, [{ text: method.local }, ...(method.local === method.en ? [] : [{ text: method.en, latin: true, grey: true }])]);
    this.y -= 10;
    this.table(invoice, labels);
    this.totals(invoice, labels);
    this.room(30);
    this.pair(labels.inAed, 0, WIDTH, 8.5, 7.5, { plain: true });
  }

  /** An invoice of more than one page has its number and 'page of pages' at the foot of each: no words, nothing to translate. */
  numberPages(pages: PDFPage[], number: string) {
    if (pages.length < 2) return;
    pages.forEach((page, i) => {
      this.page = page;
      this.line(`${number} · ${i + 1}/${pages.length}`, 0, WIDTH, BOTTOM - 20, { size: 8, grey: true, latin: true });
    });
  }

  /** A date in the language (Gregorian, Latin digits: dayIn), and in English under it when that reads differently. */
  private day(lang: Language, isoDay: string): Cell[] {
    const local = dayIn(lang, isoDay);
    const en = dayIn('en', isoDay);
    return local === en ? [{ text: local, data: true }] : [{ text: local, data: true }, { text: en, latin: true, grey: true, data: true }];
  }

  /** The left edge of a box `offset` from the page's start edge: from the right on a right to left page. */
  private x(offset: number, width: number) {
    return this.rtl ? MARGIN + WIDTH - offset - width : MARGIN + offset;
  }

  private faces(bold = false): Face[] {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Draws one line in a box; a line wider than the box is drawn smaller rather than cut. */
  private line(value: string, offset: number, width: number, y: number, o: TextOptions) {
    const faces = this.faces(o.bold);
    const direction = o.latin ? 'ltr' : this.dir;
    const wide = this.text.layoutLine(value, faces, o.size, direction).width;
    const size = wide > width ? (o.size * width) / wide : o.size;
    // Left to right text on a right to left page sits against the right edge, as the page's own text does.
    const atRight = o.right ?? (o.end ? !this.rtl : this.rtl);
    const align = (direction === 'rtl') === atRight ? 'start' : 'end';
    this.text.drawLine(this.page, value, { x: this.x(offset, width), width, y, size, faces, direction, align, grey: o.grey });
  }

  /** Wrapped lines from `y` down; returns where the next text goes. Data is never wrapped. */
  private para(value: string, offset: number, width: number, y: number, o: TextOptions & { data?: boolean }) {
    const lines = o.data ? [value] : this.text.wrapText(value, this.faces(o.bold), o.size, width, o.latin ? 'ltr' : this.dir);
    for (const line of lines) {
      this.line(line, offset, width, y, o);
      y -= o.size * LEADING;
    }
    return y;
  }

  private heightOf(value: string, width: number, o: TextOptions & { data?: boolean }) {
    const lines = o.data ? 1 : this.text.wrapText(value, this.faces(o.bold), o.size, width, o.latin ? 'ltr' : this.dir).length;
    return lines * o.size * LEADING;
  }

  /** A label: in the family's language, bold, and the English under it in grey (once when they are the same). */
  private pair(label: IssuedText, offset: number, width: number, size: number, englishSize: number, o: { plain?: boolean; right?: boolean; end?: boolean } = {}) {
    const side = { right: o.right, end: o.end };
    let y = this.para(label.local, offset, width, this.y, { size, bold: !o.plain, ...side });
    if (label.en !== label.local) y = this.para(label.en, offset, width, y, { size: englishSize, grey: true, latin: true, ...side });
    return y;
  }

  private pairHeight(label: IssuedText, width: number, size: number, englishSize: number) {
    return this.heightOf(label.local, width, { size, bold: true }) + (label.en === label.local ? 0 : this.heightOf(label.en, width, { size: englishSize, latin: true }));
  }

  /** A new page when `height` does not fit on this one. */
  private room(height: number) {
    if (this.y - height >= BOTTOM) return false;
    this.page = this.nextPage();
    this.y = TOP;
    return true;
  }

  private rule(gap = 8) {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + gap }, end: { x: MARGIN + WIDTH, y: this.y + gap }, thickness: 0.5, color: this.text.GREY });
    this.y -= 6;
  }

  /** A label and its value(s) side by side. */
  private row(label: IssuedText, cells: Cell[]) {
    const valueWidth = WIDTH - LABEL_WIDTH - GAP;
    const cellsHeight = cells.reduce((sum, c) => sum + this.heightOf(c.text, valueWidth, this.cellOptions(c)), 0);
    this.room(Math.max(this.pairHeight(label, LABEL_WIDTH, 9.5, 8), cellsHeight));
    const top = this.y;
    const labelBottom = this.pair(label, 0, LABEL_WIDTH, 9.5, 8);
    let y = top;
    for (const cell of cells) y = this.para(cell.text, LABEL_WIDTH + GAP, valueWidth, y, this.cellOptions(cell));
    this.y = Math.min(labelBottom, y) - 5;
  }

  private cellOptions(c: Cell): TextOptions & { data?: boolean } {
    return { size: c.grey ? 8 : 9.5, bold: c.bold, grey: c.grey, latin: c.latin, data: c.data };
  }

  /** The lines: each one's description (both languages), amount without VAT, rate, VAT and total. */
  private table(invoice: IssuedInvoice, labels: ReturnType<typeof invoiceLabels>) {
    const columns = [labels.net, labels.rate, labels.vat, labels.total];
    const amountAt = (i: number) => DESCRIPTION_WIDTH + i * AMOUNT_WIDTH;
    const inner = AMOUNT_WIDTH - 2 * CELL_PAD;
    const header = () => {
      const height = Math.max(this.pairHeight(labels.description, DESCRIPTION_WIDTH, 8.5, 7.5), ...columns.map((c) => this.pairHeight(c, inner, 8.5, 7.5)));
      this.room(height + 40);
      const top = this.y;
      this.pair(labels.description, 0, DESCRIPTION_WIDTH - CELL_PAD, 8.5, 7.5);
      columns.forEach((c, i) => {
        this.y = top;
        this.pair(c, amountAt(i) + CELL_PAD, inner, 8.5, 7.5, { right: true });
      });
      this.y = top - height;
      this.rule(6);
    };
    header();
    for (const line of invoice.lines) {
      const description = [{ text: line.description.local }, ...(line.description.en === line.description.local ? [] : [{ text: line.description.en, latin: true, grey: true }])];
      const height = description.reduce((sum, c) => sum + this.heightOf(c.text, DESCRIPTION_WIDTH - CELL_PAD, this.cellOptions(c)), 0);
      if (this.room(height + 6)) header();
      const top = this.y;
      let y = top;
      for (const cell of description) y = this.para(cell.text, 0, DESCRIPTION_WIDTH - CELL_PAD, y, this.cellOptions(cell));
      const amounts = [aedOnInvoice(line.netFils), formatVatRate(invoice.vatBasisPoints), aedOnInvoice(line.vatFils), aedOnInvoice(line.totalFils)];
      amounts.forEach((amount, i) => this.line(amount, amountAt(i) + CELL_PAD, inner, top, { size: 9.5, latin: true, right: true }));
      this.y = Math.min(y, top - 9.5 * LEADING) - 4;
      this.rule(6);
    }
  }

  /** The invoice's totals in AED, under the amounts' columns. */
  private totals(invoice: IssuedInvoice, labels: ReturnType<typeof invoiceLabels>) {
    const valueWidth = AMOUNT_WIDTH - 2 * CELL_PAD;
    const labelOffset = DESCRIPTION_WIDTH + CELL_PAD;
    const labelWidth = WIDTH - labelOffset - AMOUNT_WIDTH - CELL_PAD;
    const rows: Array<[IssuedText, number, boolean]> = [
      [labels.totalNet, invoice.netFils, false],
      [labels.totalVat, invoice.vatFils, false],
      [labels.total, invoice.totalFils, true],
    ];
    this.y -= 4;
    // The three together: a total is not read apart from what it adds up.
    this.room(rows.reduce((sum, [label, , last]) => sum + this.pairHeight(label, labelWidth, last ? 10.5 : 9.5, 8) + 5, 0));
    for (const [label, fils, last] of rows) {
      const size = last ? 10.5 : 9.5;
      const top = this.y;
      const bottom = this.pair(label, labelOffset, labelWidth, size, 8, { plain: !last, end: true });
      this.line(aedOnInvoice(fils), WIDTH - AMOUNT_WIDTH + CELL_PAD, valueWidth, top, { size, bold: last, latin: true, right: true });
      this.y = bottom - 5;
    }
  }
}

interface Cell {
  text: string;
  bold?: boolean;
  grey?: boolean;
  latin?: boolean;
  /** One line, never wrapped (a number, a date, a reference). */
  data?: boolean;
}
