import type { IsoDay } from '../service/clocks.js';
import { monthlyDebitDay } from '../service/debits.js';

/**
 * The payments a family's mandate schedules (issue 30): the first payment on the mandate's start
 * day, then one a month on that day of the month at the price frozen when they signed, changed
 * only by a staff price change from its effective day. Pure: the server materialises these rows,
 * the tests check the rule.
 */

export interface MonthlyPrice {
  feeFils: number;
  vatFils: number;
  totalFils: number;
}

export interface PriceChange extends MonthlyPrice {
  /** The first debit day the new price applies to. */
  effectiveFrom: IsoDay;
}

export interface PaymentPlan {
  /** The mandate's first debit day (the first payment); month n falls on monthlyDebitDay(start, n). */
  debitStartOn: IsoDay;
  first: MonthlyPrice;
  monthly: MonthlyPrice;
  priceChanges: readonly PriceChange[];
  /** No payment falls on or after this day (the debits stopped, the service ended); null while they run. */
  stopsOn: IsoDay | null;
}

export interface ScheduledPayment extends MonthlyPrice {
  /** 0 for the first payment, n for the n-th month after it. */
  seq: number;
  dueOn: IsoDay;
  /** The month it pays for: from its day to the next payment's day (exclusive). */
  periodTo: IsoDay;
}

/** The monthly price in force on `day`: the latest change effective by then, or the frozen price. */
export function priceOn(plan: Pick<PaymentPlan, 'monthly' | 'priceChanges'>, day: IsoDay): MonthlyPrice {
  let price = plan.monthly;
  for (const change of [...plan.priceChanges].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))) {
    if (change.effectiveFrom <= day) price = change;
  }
  return { feeFils: price.feeFils, vatFils: price.vatFils, totalFils: price.totalFils };
}

/** Every payment due on or before `through`, oldest first. */
export function scheduledPayments(plan: PaymentPlan, through: IsoDay): ScheduledPayment[] {
  const payments: ScheduledPayment[] = [];
  for (let seq = 0; ; seq += 1) {
    const dueOn = monthlyDebitDay(plan.debitStartOn, seq);
    if (dueOn > through || (plan.stopsOn !== null && dueOn >= plan.stopsOn)) return payments;
    const price = seq === 0 ? plan.first : priceOn(plan, dueOn);
    payments.push({ seq, dueOn, periodTo: monthlyDebitDay(plan.debitStartOn, seq + 1), ...price });
  }
}

/**
 * How far ahead the schedule is written: to the end of the second month after `day`'s, so the
 * statement always shows the next two debits (the first one and the month after, at submission).
 */
export function scheduleHorizon(day: IsoDay): IsoDay {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + 2, 0)).toISOString().slice(0, 10);
}

/** A month `YYYY-MM`'s first and last days. */
export function monthDays(month: string): { from: IsoDay; to: IsoDay } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}
