import type { Statement, StatementRow } from '../../../../shared/api/money/schemas';
import { monthlyDebitDay } from '../../../../shared/service/debits';

/**
 * Statements as the server answers them, for the component tests and the screenshots: a first
 * debit with its offer, paid with its invoice; monthly debits paid, one returned by the bank, the
 * rest scheduled. Ids are UUIDs, as the contracts ask.
 */

export const APP_ID = '3f1c0d6e-0000-4000-8000-000000000001';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const FIRST = { netFils: 350_000, vatFils: 17_500, totalFils: 367_500 };
const OFFER = { netFils: -50_000, vatFils: -2_500, totalFils: -52_500 };
const MONTHLY = { netFils: 300_000, vatFils: 15_000, totalFils: 315_000 };

function row(n: number, part: Partial<StatementRow>): StatementRow {
  return {
    id: uuid(n),
    kind: 'monthly_payment',
    method: 'direct_debit',
    seq: null,
    dueOn: '2026-01-18',
    periodTo: null,
    ...MONTHLY,
    vatBasisPoints: 500,
    label: null,
    partOf: null,
    status: 'scheduled',
    statusAt: '2026-01-01T08:00:00.000Z',
    returnReason: null,
    events: [],
    invoices: [],
    payable: false,
    ...part,
  };
}

/**
 * `months` payments from `start`; the `returned`-th (0 for none) returned by the bank, and those
 * before it collected, one invoice each; those after `paidThrough` scheduled.
 */
export function statementOf({ months, start = '2025-12-18', paidThrough = months - 2, returned = 0 }: { months: number; start?: string; paidThrough?: number; returned?: number }): Statement {
  const rows: StatementRow[] = [];
  let invoice = 0;
  const paid = (n: number, dueOn: string) => ({
    status: 'collected' as const,
    invoices: [{ id: uuid(10_000 + n), number: `INV-2026-${String((invoice += 1)).padStart(5, '0')}`, kind: 'invoice' as const, issuedOn: dueOn }],
  });
  for (let seq = 0; seq < months; seq += 1) {
    const dueOn = monthlyDebitDay(start, seq);
    const base = { seq, dueOn, periodTo: monthlyDebitDay(start, seq + 1) };
    const state =
      seq === returned && returned > 0
        ? { status: 'returned' as const, returnReason: 'Insufficient funds', payable: true }
        : seq <= paidThrough
          ? paid(seq, dueOn)
          : { status: 'scheduled' as const };
    if (seq === 0) {
      rows.push(row(1, { kind: 'first_payment', ...base, ...FIRST, ...state }));
      rows.push(row(2, { kind: 'offer', dueOn, ...OFFER, label: 'Filipina offer', partOf: uuid(1), status: state.status }));
    } else rows.push(row(100 + seq, { ...base, ...state }));
  }
  const payments = rows.filter((r) => r.kind !== 'offer');
  const sum = (status: StatementRow['status']) => payments.filter((r) => r.status === status).reduce((s, r) => s + r.totalFils, 0);
  const next = payments.find((r) => r.status === 'scheduled');
  return {
    reference: 'MV-2025-0042',
    mandate: { reference: 'DDM-20251201-0042', status: 'active' },
    rows,
    totals: { paidFils: sum('collected'), refundedFils: 0, dueFils: sum('returned'), upcomingFils: sum('scheduled'), },
    nextPayment: next ? { dueOn: next.dueOn, totalFils: next.totalFils } : null,
  };
}
