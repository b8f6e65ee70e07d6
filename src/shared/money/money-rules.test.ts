import { describe, expect, it } from 'vitest';
import { monthDays, priceOn, scheduleHorizon, scheduledPayments, type PaymentPlan } from './schedule';
import { isPayable } from './states';
import { statementTotals } from './totals';

const plan = (over: Partial<PaymentPlan> = {}): PaymentPlan => ({
  debitStartOn: '2027-01-31',
  first: { feeFils: 350_000, vatFils: 17_500, totalFils: 367_500 },
  monthly: { feeFils: 300_000, vatFils: 15_000, totalFils: 315_000 },
  priceChanges: [],
  stopsOn: null,
  ...over,
});

describe('the schedule of a mandate', () => {
  it('is the first payment on the start day, then a payment a month on that day, or the month’s last day', () => {
    const payments = scheduledPayments(plan(), '2027-05-31');
    expect(payments.map((p) => [p.seq, p.dueOn, p.totalFils])).toEqual([
      [0, '2027-01-31', 367_500],
      [1, '2027-02-28', 315_000],
      [2, '2027-03-31', 315_000],
      [3, '2027-04-30', 315_000],
      [4, '2027-05-31', 315_000],
    ]);
    expect(payments[1]!.periodTo).toBe('2027-03-31');
  });

  it('keeps the frozen price until a change, and the change from its day on', () => {
    const changed = plan({ priceChanges: [{ effectiveFrom: '2027-03-31', feeFils: 400_000, vatFils: 20_000, totalFils: 420_000 }] });
    expect(scheduledPayments(changed, '2027-04-30').map((p) => p.totalFils)).toEqual([367_500, 315_000, 420_000, 420_000]);
    expect(priceOn(changed, '2027-03-30').totalFils).toBe(315_000);
  });

  it('stops before the day the debits stop, and writes nothing past `through`', () => {
    expect(scheduledPayments(plan({ stopsOn: '2027-03-31' }), '2027-12-31').map((p) => p.dueOn)).toEqual(['2027-01-31', '2027-02-28']);
    expect(scheduledPayments(plan(), '2027-01-30')).toEqual([]);
  });

  it('is written to the end of the second month ahead', () => {
    expect(scheduleHorizon('2026-11-28')).toBe('2027-01-31');
    expect(scheduleHorizon('2026-12-01')).toBe('2027-02-28');
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('the totals', () => {
  it('count payments collected, returned and to come; offers are inside the first payment; refunds come off what was paid', () => {
    expect(
      statementTotals([
        { kind: 'first_payment', status: 'collected', totalFils: 367_500 },
        { kind: 'offer', status: 'collected', totalFils: -50_000 },
        { kind: 'monthly_payment', status: 'returned', totalFils: 315_000 },
        { kind: 'monthly_payment', status: 'sent', totalFils: 315_000 },
        { kind: 'monthly_payment', status: 'scheduled', totalFils: 315_000 },
        { kind: 'monthly_payment', status: 'cancelled', totalFils: 315_000 },
        { kind: 'refund', status: 'refunded', totalFils: 100_000 },
        { kind: 'refund', status: 'scheduled', totalFils: 999 },
      ]),
    ).toEqual({ paidFils: 267_500, refundedFils: 100_000, dueFils: 315_000, upcomingFils: 630_000 });
  });
});

describe('what a family may pay by card', () => {
  const row = { seq: 1, method: 'direct_debit' as const, status: 'returned' as const, dueOn: '2027-01-01' };
  it('is a debit the bank returned, at once', () => expect(isPayable(row, '2026-12-01')).toBe(true));
  it('is a card payment from its day, not before', () => {
    expect(isPayable({ ...row, method: 'card', status: 'scheduled' }, '2026-12-31')).toBe(false);
    expect(isPayable({ ...row, method: 'card', status: 'scheduled' }, '2027-01-01')).toBe(true);
  });
  it('is never a scheduled debit, a paid payment, an offer or a refund', () => {
    expect(isPayable({ ...row, status: 'scheduled' }, '2027-02-01')).toBe(false);
    expect(isPayable({ ...row, status: 'collected' }, '2027-02-01')).toBe(false);
    expect(isPayable({ ...row, seq: null }, '2027-02-01')).toBe(false);
  });
});
