import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfText, pdfTextItems } from '../../test/pdf-text';
import type { IssuedInvoice, IssuedInvoiceLine } from './invoice-facts';
import { renderInvoicePdf } from './invoice-pdf';

// The PDF is drawn from the issued facts alone, so these tests need no server and no database:
// they render facts as invoices.ts stores them and read the PDF back with pdf.js.

const line = (en: string, local: string, netFils: number): IssuedInvoiceLine => ({ description: { en, local }, netFils, vatFils: netFils / 20, totalFils: netFils + netFils / 20 });

const english: IssuedInvoice = {
  kind: 'invoice',
  number: 'INV-000042',
  lang: 'en',
  issuedOn: '2026-12-03',
  supplyOn: '2026-12-01',
  supplier: { name: 'Sunrise Maids Domestic Workers Services L.L.C.', address: 'Office 101, Al Barsha 1, Dubai, United Arab Emirates', trn: '100234567800003' },
  recipient: { name: 'Fatima Al Mansoori' },
  reference: 'SM-7K4P-2Q9X',
  lines: [
    line('Live-in maid service, first month: 1 December 2026 to 31 December 2026', 'Live-in maid service, first month: 1 December 2026 to 31 December 2026', 300000),
    line('Visa processing', 'Visa processing', 50000),
  ],
  vatBasisPoints: 500,
  netFils: 350000,
  vatFils: 17500,
  totalFils: 367500,
  paymentMethod: 'direct_debit',
  creditsInvoice: null,
};

const arabic: IssuedInvoice = {
  ...english,
  lang: 'ar',
  recipient: { name: 'فاطمة المنصوري' },
  lines: [line('Live-in maid service, month 2', 'خدمة عاملة منزلية مقيمة، الشهر الثاني', 300000), line('Visa processing', 'إجراءات التأشيرة', 50000)],
};

const creditNote: IssuedInvoice = {
  ...arabic,
  kind: 'credit_note',
  number: 'CN-000007',
  creditsInvoice: 'INV-000042',
  paymentMethod: 'card',
  lines: [line('Refund for the days not served', 'استرداد عن الأيام التي لم تُخدم', 100000)],
  netFils: 100000,
  vatFils: 5000,
  totalFils: 105000,
};

const hindi: IssuedInvoice = { ...english, lang: 'hi', lines: [line('Live-in maid service, month 2', 'घरेलू सेवा, दूसरा महीना', 300000), english.lines[1]!] };

// Each fixture drawn once for the tests that only read it: the Arabic and Hindi fonts take a while to subset.
const rendered = new Map<IssuedInvoice, Promise<Uint8Array>>();
const pdfOf = (invoice: IssuedInvoice) => {
  if (!rendered.has(invoice)) rendered.set(invoice, renderInvoicePdf(invoice));
  return rendered.get(invoice)!;
};
const textOf = async (invoice: IssuedInvoice) => (await pdfText(await pdfOf(invoice))).join(' ');
const itemsOf = async (invoice: IssuedInvoice) => (await pdfTextItems(await pdfOf(invoice))).flat();
const count = (text: string, part: string) => text.split(part).length - 1;

const AMOUNTS = ['AED 3,000.00', 'AED 150.00', 'AED 3,150.00', 'AED 500.00', 'AED 25.00', 'AED 525.00', 'AED 3,500.00', 'AED 175.00', 'AED 3,675.00'];

afterEach(() => {
  vi.useRealTimers();
});

describe('a tax invoice in English', () => {
  it('carries every field the FTA asks for: the words, the supplier and its TRN, the number, both dates, the recipient, the lines and the totals in AED', async () => {
    const text = await textOf(english);
    for (const field of [
      'Tax Invoice',
      'Sunrise Maids Domestic Workers Services L.L.C.',
      'Office 101, Al Barsha 1, Dubai, United Arab Emirates',
      'Tax registration number (TRN)',
      '100234567800003',
      'Invoice number',
      'INV-000042',
      'Date of issue',
      '3 December 2026',
      'Date of supply',
      '1 December 2026',
      'Customer',
      'Fatima Al Mansoori',
      'Application reference',
      'SM-7K4P-2Q9X',
      'Payment method',
      'Direct debit',
      'Description',
      'Visa processing',
      'Amount without VAT',
      'VAT rate',
      '5 %',
      'VAT amount',
      'Total with VAT',
      'Total without VAT',
      'Total VAT',
      ...AMOUNTS,
    ]) {
      expect(text, field).toContain(field);
    }
    // A long description wraps onto a second line, whole words kept.
    expect(text).toContain('Live-in maid service, first month: 1 December 2026 to 31 December 2026');
  });

  it('says each label once when the family reads English', async () => {
    const text = await textOf(english);
    expect(count(text, 'Tax Invoice')).toBe(1);
    expect(count(text, 'Date of supply')).toBe(1);
    expect(count(text, 'Visa processing')).toBe(1);
  });

  it('is the same file, byte for byte, each time the same facts are drawn, dated the day it was issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T08:00:00Z'));
    const first = await renderInvoicePdf(arabic);
    vi.setSystemTime(new Date('2029-07-15T20:30:00Z'));
    const second = await renderInvoicePdf(arabic);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const doc = await PDFDocument.load(first, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-12-02T20:00:00.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-12-02T20:00:00.000Z');
  });

  it('draws a customer whose name Helvetica cannot write', async () => {
    expect(await textOf({ ...english, recipient: { name: 'Алексей Смирнов' } })).toContain('Алексей Смирнов');
  });

  it('goes on to a second page when the lines do not fit one: the table heading again, the totals together, the number on each page', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => line(`Monthly service ${i + 1}`, `Monthly service ${i + 1}`, 10000));
    const pages = await pdfText(await renderInvoicePdf({ ...english, lines, netFils: 300000, vatFils: 15000, totalFils: 315000 }));
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.at(-1)!;
    expect(last).toContain('Amount without VAT');
    expect(last).toContain('Monthly service 30');
    for (const total of ['AED 3,000.00', 'AED 150.00', 'AED 3,150.00']) expect(last).toContain(total);
    pages.forEach((page, i) => expect(page).toContain(`INV-000042 · ${i + 1}/${pages.length}`));
  });

  it('keeps the three totals on one page wherever the page ends', async () => {
    // A line more or less moves the page's end across the totals: each count is drawn.
    for (let count = 16; count <= 28; count += 1) {
      const lines = Array.from({ length: count }, (_, i) => line(`Monthly service ${i + 1}`, `Monthly service ${i + 1}`, 10000));
      const pages = await pdfText(await renderInvoicePdf({ ...english, lines, netFils: 1234500, vatFils: 61700, totalFils: 1296200 }));
      const withTotals = pages.filter((page) => page.includes('AED 12,345.00') || page.includes('AED 617.00') || page.includes('AED 12,962.00'));
      expect(withTotals, `${count} lines`).toHaveLength(1);
      expect(withTotals[0]).toContain('Total without VAT AED 12,345.00');
      expect(withTotals[0]).toContain('Total with VAT AED 12,962.00');
    }
  });

  it('has no page numbers on a one-page invoice', async () => {
    expect(await textOf(english)).not.toContain('1/1');
  });
});

describe('a tax invoice in Arabic', () => {
  it('gives every label in Arabic and in English', async () => {
    const text = await textOf(arabic);
    for (const [ar, en] of [
      ['فاتورة ضريبية', 'Tax Invoice'],
      ['المورد', 'Supplier'],
      ['رقم التسجيل الضريبي', 'Tax registration number (TRN)'],
      ['العميل', 'Customer'],
      ['رقم الفاتورة', 'Invoice number'],
      ['تاريخ الإصدار', 'Date of issue'],
      ['تاريخ التوريد', 'Date of supply'],
      ['مرجع الطلب', 'Application reference'],
      ['طريقة الدفع', 'Payment method'],
      ['الخصم المباشر', 'Direct debit'],
      ['الوصف', 'Description'],
      ['إجمالي ضريبة القيمة المضافة', 'Total VAT'],
      ['الإجمالي شامل ضريبة القيمة المضافة', 'Total with VAT'],
    ]) {
      expect(text, ar).toContain(ar);
      expect(text, en).toContain(en);
    }
  });

  it('has the facts: the supplier, its TRN, the number, the dates in Arabic and in English, the recipient, each line in both languages', async () => {
    const text = await textOf(arabic);
    for (const field of [
      'Sunrise Maids Domestic Workers Services L.L.C.',
      'Office 101, Al Barsha 1, Dubai, United Arab Emirates',
      '100234567800003',
      'INV-000042',
      'ديسمبر',
      '3 December 2026',
      '1 December 2026',
      'فاطمة المنصوري',
      'SM-7K4P-2Q9X',
      'خدمة عاملة منزلية مقيمة',
      'Live-in maid service, month 2',
      'إجراءات التأشيرة',
      'Visa processing',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it('draws each amount, the TRN, the number and the reference whole, left to right', async () => {
    const items = await itemsOf(arabic);
    for (const token of [...AMOUNTS, '5 %', '100234567800003', 'INV-000042', 'SM-7K4P-2Q9X']) expect(items, token).toContain(token);
  });

  it('writes no glyph outline a reader must drop (an empty glyph’s box was ±Infinity)', async () => {
    expect(Buffer.from(await pdfOf(arabic)).includes('Infinity')).toBe(false);
  });
});

describe('a tax credit note', () => {
  it('is titled a tax credit note in both languages and names the invoice it corrects', async () => {
    const text = await textOf(creditNote);
    for (const field of ['إشعار دائن ضريبي', 'Tax Credit Note', 'رقم الإشعار الدائن', 'Credit note number', 'CN-000007', 'الفاتورة الضريبية الأصلية', 'Original tax invoice', 'INV-000042', 'الدفع بالبطاقة', 'Card payment']) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('Tax Invoice');
    expect(await itemsOf(creditNote)).toContain('AED 1,050.00');
  });
});

describe('a tax invoice in Hindi', () => {
  it('gives the labels in Hindi and in English, the line in both, the amounts whole', async () => {
    const text = await textOf(hindi);
    // Whole words pdf.js reads back as they were written (it reorders a short i, ि, drawn before its consonant).
    for (const field of ['कर बीजक', 'Tax Invoice', 'बीजक संख्या', 'Invoice number', 'वैट दर', 'VAT rate', 'कुल वैट', 'Total VAT', 'घरेलू सेवा', 'Live-in maid service, month 2', '3 December 2026']) {
      expect(text, field).toContain(field);
    }
    const items = await itemsOf(hindi);
    for (const token of AMOUNTS) expect(items, token).toContain(token);
  });
});
