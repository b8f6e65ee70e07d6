import type { InvoiceKind, PaymentMethod } from '../../../shared/money/states.js';
import type { IsoDay } from '../../../shared/service/clocks.js';
import type { Language } from '../../../shared/tracking.js';

/** A text as issued: in English, and in the family's language (the same text when that is English). */
export interface IssuedText {
  en: string;
  local: string;
}

export interface IssuedInvoiceLine {
  description: IssuedText;
  /** Before VAT. */
  netFils: number;
  vatFils: number;
  totalFils: number;
}

/**
 * A tax invoice or a tax credit note exactly as issued (UAE Federal Tax Authority content rules):
 * stored once in `invoices.facts`, never changed; its PDF is drawn from this and nothing else, so
 * a supplier moving office or a price list changing later does not change what was issued.
 */
export interface IssuedInvoice {
  kind: InvoiceKind;
  /** `INV-000001` or `CN-000001`: sequential per series, without gaps. */
  number: string;
  /** The family's language: the PDF is in it, with the English. */
  lang: Language;
  issuedOn: IsoDay;
  /** The date of supply: the day the payment fell due (the start of the month it pays for). */
  supplyOn: IsoDay;
  supplier: { name: string; address: string; trn: string };
  recipient: { name: string };
  /** The application's reference, for the family and the agency to find it by. */
  reference: string;
  lines: IssuedInvoiceLine[];
  /** 500 = 5 %. */
  vatBasisPoints: number;
  netFils: number;
  vatFils: number;
  totalFils: number;
  paymentMethod: PaymentMethod;
  /** A credit note names the invoice it corrects; null on an invoice. */
  creditsInvoice: string | null;
}
