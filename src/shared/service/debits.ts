import type { IsoDay } from './clocks.js';

/**
 * Monthly debits fall on the mandate's start day of the month, or on the month's last day when it
 * is shorter (a service started on the 31st is debited on 28 February).
 */
export function monthlyDebitDay(start: IsoDay, monthsAfter: number): IsoDay {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const month = m - 1 + monthsAfter;
  const year = y + Math.floor(month / 12);
  const monthIndex = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The paid month that holds `day`: from its debit day to the next one (exclusive). */
export function monthHolding(start: IsoDay, day: IsoDay): { from: IsoDay; to: IsoDay; index: number } {
  if (day < start) return { from: start, to: monthlyDebitDay(start, 1), index: 0 };
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [dy, dm] = day.split('-').map(Number) as [number, number];
  let index = (dy - sy) * 12 + (dm - sm);
  if (monthlyDebitDay(start, index) > day) index -= 1;
  return { from: monthlyDebitDay(start, index), to: monthlyDebitDay(start, index + 1), index };
}

/** The first monthly debit after `day`: the first payment is made at the start, the next ones monthly. */
export const nextDebitDay = (start: IsoDay, day: IsoDay): IsoDay => monthHolding(start, day).to;
