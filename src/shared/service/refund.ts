import { daysBetween, type IsoDay } from './clocks.js';

/**
 * The refund of the unused part of a paid period, in fils (docs/decisions/2026-11-28-service-terms.md).
 * `daily`: the days not served, pro rata of what was paid for the period; `none`: nothing back.
 * Rounding: the total to the nearest fils, a half fils to the family; the VAT share is taken out
 * of that total at the period's rate (rounded the same way) and the rest is the service fee, so
 * the parts always add up to the total.
 */
export const REFUND_RULES = ['daily', 'none'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

export interface PaidPeriod {
  /** The first day paid for. */
  from: IsoDay;
  /** The first day after the period (exclusive). */
  to: IsoDay;
  /** What was paid for the period, VAT included. */
  paidFils: number;
  /** The VAT rate of that payment: 500 = 5 %. */
  vatBasisPoints: number;
}

export interface Refund {
  totalFils: number;
  /** The VAT share of the total (what a tax credit note returns). */
  vatFils: number;
  /** The total less its VAT share. */
  netFils: number;
  unusedDays: number;
  periodDays: number;
}

/** What comes back when the service ends on `endsOn` (the first day no longer served). */
export function refundFor(period: PaidPeriod, endsOn: IsoDay, rule: RefundRule): Refund {
  const periodDays = Math.max(daysBetween(period.from, period.to), 0);
  const unusedDays = Math.min(Math.max(daysBetween(endsOn, period.to), 0), periodDays);
  const paid = Math.max(period.paidFils, 0);
  const totalFils = rule === 'none' || periodDays === 0 ? 0 : Math.round((paid * unusedDays) / periodDays);
  const vatFils = Math.round((totalFils * period.vatBasisPoints) / (10_000 + period.vatBasisPoints));
  return { totalFils, vatFils, netFils: totalFils - vatFils, unusedDays, periodDays };
}
