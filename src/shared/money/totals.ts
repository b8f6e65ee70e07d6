import type { RowStatus, StatementRowKind } from './states.js';

export interface TotalsRow {
  kind: StatementRowKind;
  status: RowStatus;
  totalFils: number;
}

export interface StatementTotals {
  /** Payments collected (by debit or card), less what was refunded of them. */
  paidFils: number;
  /** Refunds paid back to the family. */
  refundedFils: number;
  /** Returned by the bank and not yet paid again. */
  dueFils: number;
  /** Scheduled or with the bank now. */
  upcomingFils: number;
}

const isPayment = (kind: StatementRowKind) => kind === 'first_payment' || kind === 'monthly_payment';

/** The statement's totals: offers are already inside the first payment, so they count nowhere. */
export function statementTotals(rows: readonly TotalsRow[]): StatementTotals {
  const totals: StatementTotals = { paidFils: 0, refundedFils: 0, dueFils: 0, upcomingFils: 0 };
  for (const row of rows) {
    if (isPayment(row.kind)) {
      if (row.status === 'collected') totals.paidFils += row.totalFils;
      else if (row.status === 'returned') totals.dueFils += row.totalFils;
      else if (row.status === 'scheduled' || row.status === 'sent') totals.upcomingFils += row.totalFils;
    } else if (row.kind === 'refund' && row.status === 'refunded') {
      totals.refundedFils += row.totalFils;
    }
  }
  totals.paidFils -= totals.refundedFils;
  return totals;
}
