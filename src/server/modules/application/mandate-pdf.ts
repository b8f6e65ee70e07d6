import type { ApplicationValues } from './application-data.js';
import { maskIban } from './application-state.js';

/**
 * The direct-debit terms printed on the mandate. The specification gives no price; this is the
 * demo catalogue's monthly figure (docs/decisions/2026-11-21-application-server.md).
 */
export const DIRECT_DEBIT_TERMS = { monthlyAmountAed: 3_990, frequency: 'Monthly' } as const;

function firstOfNextMonth(from: Date): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** What the mandate prints: the application's values with the sealed ones opened (documents.ts). */
export type MandateValues = Omit<ApplicationValues, 'emiratesIdNumber' | 'directDebitSignature'> & {
  emiratesIdNumber?: string;
  /** The signature's PNG data URL, in clear. */
  directDebitSignature?: string;
};

/** The signed direct-debit mandate, built from what the client entered and signed. */
export async function directDebitMandatePdf(values: MandateValues, siteName: string): Promise<Uint8Array> {
  // Loaded at the first mandate, not at start: pdf-lib is large, and most processes never make a mandate.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle('Direct Debit Mandate');
  pdf.setProducer(siteName);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(`${siteName}: Direct Debit Mandate`, { x: 50, y, size: 18, font: bold });
  y -= 40;
  const signedAt = values.directDebitSignedAt ? new Date(values.directDebitSignedAt) : new Date();
  const rows: Array<[string, string]> = [
    ['Client name', values.clientName ?? '-'],
    ['Emirates ID number', values.emiratesIdNumber ?? '-'],
    ['Account holder', values.accountHolderName ?? '-'],
    ['Bank', values.bankName ?? 'UAE bank'],
    ['IBAN', values.ibanLast4 ? maskIban(values.ibanLast4) : '-'],
    ['Amount', `AED ${DIRECT_DEBIT_TERMS.monthlyAmountAed.toLocaleString('en-US')}`],
    ['Frequency', DIRECT_DEBIT_TERMS.frequency],
    ['Start date', values.arrival?.date ?? firstOfNextMonth(signedAt)],
    ['Date signed', signedAt.toISOString().slice(0, 10)],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 50, y, size: 11, font: bold });
    page.drawText(value, { x: 200, y, size: 11, font });
    y -= 24;
  }
  y -= 10;
  page.drawText('I authorise the debit of the amount above from my account at the frequency shown.', { x: 50, y, size: 10, font });
  y -= 30;
  page.drawText('Signature', { x: 50, y, size: 11, font: bold });
  if (values.directDebitSignature) {
    const png = await pdf.embedPng(Buffer.from(values.directDebitSignature.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(240 / png.width, 100 / png.height, 1);
    page.drawImage(png, { x: 200, y: y - 90, width: png.width * scale, height: png.height * scale });
  }
  page.drawLine({ start: { x: 200, y: y - 95 }, end: { x: 450, y: y - 95 }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save();
}
