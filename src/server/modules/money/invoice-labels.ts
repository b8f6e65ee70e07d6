import type { PaymentMethod } from '../../../shared/money/states.js';
import type { Language } from '../../../shared/tracking.js';
import { t } from '../../i18n/t.js';
import type { IssuedText } from './invoice-facts.js';

/**
 * The words of a tax invoice and a tax credit note, each in the family's language and in English
 * (the FTA reads the English; the family reads its own). Each English text is written twice, as
 * the key of t() and as the English itself, so the catalogue check finds every key as a literal.
 */
export function invoiceLabels(lang: Language) {
  const both = (local: string, en: string): IssuedText => ({ local, en });
  return {
    taxInvoice: both(t(lang, 'Tax Invoice'), 'Tax Invoice'),
    taxCreditNote: both(t(lang, 'Tax Credit Note'), 'Tax Credit Note'),
    supplier: both(t(lang, 'Supplier'), 'Supplier'),
    trn: both(t(lang, 'Tax registration number (TRN)'), 'Tax registration number (TRN)'),
    customer: both(t(lang, 'Customer'), 'Customer'),
    invoiceNumber: both(t(lang, 'Invoice number'), 'Invoice number'),
    creditNoteNumber: both(t(lang, 'Credit note number'), 'Credit note number'),
    originalInvoice: both(t(lang, 'Original tax invoice'), 'Original tax invoice'),
    issuedOn: both(t(lang, 'Date of issue'), 'Date of issue'),
    supplyOn: both(t(lang, 'Date of supply'), 'Date of supply'),
    reference: both(t(lang, 'Application reference'), 'Application reference'),
    paymentMethod: both(t(lang, 'Payment method'), 'Payment method'),
    description: both(t(lang, 'Description'), 'Description'),
    net: both(t(lang, 'Amount without VAT'), 'Amount without VAT'),
    rate: both(t(lang, 'VAT rate'), 'VAT rate'),
    vat: both(t(lang, 'VAT amount'), 'VAT amount'),
    total: both(t(lang, 'Total with VAT'), 'Total with VAT'),
    totalNet: both(t(lang, 'Total without VAT'), 'Total without VAT'),
    totalVat: both(t(lang, 'Total VAT'), 'Total VAT'),
    inAed: both(t(lang, 'All amounts are in UAE dirhams (AED).'), 'All amounts are in UAE dirhams (AED).'),
  };
}

export type InvoiceLabels = ReturnType<typeof invoiceLabels>;

/** How the payment was made, in both languages. */
export function paymentMethodIn(lang: Language, method: PaymentMethod): IssuedText {
  return method === 'card'
    ? { local: t(lang, 'Card payment'), en: 'Card payment' }
    : { local: t(lang, 'Direct debit'), en: 'Direct debit' };
}
