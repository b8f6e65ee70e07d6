import { msg } from '../i18n/msg.js';

/** The ledger's kinds and states (issue 30; docs/api/money.md), with the words families and staff read. */

/** What a statement row is: the first payment, a month's payment, an offer inside the first payment, a refund. */
export const STATEMENT_ROW_KINDS = ['first_payment', 'monthly_payment', 'offer', 'refund'] as const;
export type StatementRowKind = (typeof STATEMENT_ROW_KINDS)[number];

/** How a row is paid: by the signed direct debit, or by card (Pay Online, or a returned debit paid again). */
export const PAYMENT_METHODS = ['direct_debit', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A row's status, the last of its events: scheduled → sent to the bank → collected or returned
 * (and a returned one collected after all, paid by card); a refund row is scheduled until it is
 * paid back, then refunded; a row that will not be taken (the application cancelled, the debits
 * stopped) ends cancelled.
 */
export const ROW_STATUSES = ['scheduled', 'sent', 'collected', 'returned', 'refunded', 'cancelled'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** The direct-debit mandate: signed by the family, submitted to the bank with its first collection, active once one is collected, cancelled when the debits stop. */
export const MANDATE_STATUSES = ['signed', 'submitted', 'active', 'cancelled'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** A tax invoice for a collected payment, a tax credit note for money given back. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const ROW_KIND_NAMES: Record<StatementRowKind, Record<PaymentMethod, string>> = {
  first_payment: { direct_debit: msg('First debit'), card: msg('First card payment') },
  monthly_payment: { direct_debit: msg('Monthly debit'), card: msg('Monthly card payment') },
  offer: { direct_debit: msg('Offer'), card: msg('Offer') },
  refund: { direct_debit: msg('Refund'), card: msg('Refund') },
};

export const ROW_STATUS_NAMES: Record<RowStatus, string> = {
  scheduled: msg('Scheduled'),
  sent: msg('Sent to the bank'),
  collected: msg('Paid'),
  returned: msg('Returned by the bank'),
  refunded: msg('Refunded'),
  cancelled: msg('Cancelled'),
};

export const MANDATE_STATUS_NAMES: Record<MandateStatus, string> = {
  signed: msg('Signed'),
  submitted: msg('Submitted to the bank'),
  active: msg('Active'),
  cancelled: msg('Cancelled'),
};

/**
 * A payment the family may pay by card now: a debit the bank returned, or a card payment that has
 * fallen due (families paying by card pay each month through a link; docs/decisions/2026-11-28-money-ledger.md).
 */
export function isPayable(row: { seq: number | null; method: PaymentMethod; status: RowStatus; dueOn: string }, today: string): boolean {
  if (row.seq === null) return false;
  return row.status === 'returned' || (row.method === 'card' && row.status === 'scheduled' && row.dueOn <= today);
}
