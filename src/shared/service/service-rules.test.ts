import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, addWorkingDays, daysBetween, dubaiDayOf, dubaiMidnight, dueDay, isOverdue, isWorkingDay } from './clocks.js';
import { monthHolding, monthlyDebitDay, nextDebitDay } from './debits.js';
import { refundFor } from './refund.js';
import { DEFAULT_SERVICE_TERMS, LAW_REFUND_DEADLINE, refundClock } from './terms.js';

const none = new Set<string>();

describe('Dubai clocks', () => {
  it('reads the day in Dubai (UTC+4): 21:00 UTC is already the next day there', () => {
    expect(dubaiDayOf(Date.parse('2026-11-28T19:59:59Z'))).toBe('2026-11-28');
    expect(dubaiDayOf(Date.parse('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
    expect(dubaiMidnight('2026-11-29')).toBe(Date.parse('2026-11-28T20:00:00Z'));
  });

  it('counts calendar days across months and years', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('takes Saturday and Sunday off, and the public holidays staff keep', () => {
    expect(isWorkingDay('2026-11-27', none)).toBe(true); // Friday: a working day since 2022
    expect(isWorkingDay('2026-11-28', none)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', none)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-02', new Set(['2026-12-02']))).toBe(false); // National Day
  });

  it('counts working days from the day after, skipping weekends and holidays', () => {
    // Friday + 1 working day: Monday.
    expect(addWorkingDays('2026-11-27', 1, none)).toBe('2026-11-30');
    // Thursday 26 Nov + 5 working days with 2 and 3 December off: Fri, Mon, Tue, Fri, Mon.
    expect(addWorkingDays('2026-11-26', 5, new Set(['2026-12-02', '2026-12-03']))).toBe('2026-12-07');
  });

  it('sets a due day by the clock, from the day asked in Dubai', () => {
    const friday11pmDubai = Date.parse('2026-11-27T19:00:00Z');
    expect(dueDay(friday11pmDubai, { days: 14, count: 'calendar' }, none)).toBe('2026-12-11');
    expect(dueDay(friday11pmDubai, { days: 1, count: 'working' }, none)).toBe('2026-11-30');
  });

  it('is overdue only once the due day has ended in Dubai', () => {
    expect(isOverdue('2026-12-11', Date.parse('2026-12-11T19:59:59Z'))).toBe(false);
    expect(isOverdue('2026-12-11', Date.parse('2026-12-11T20:00:00Z'))).toBe(true);
  });

  it('property: a working-day due date is a working day, never before the calendar one', () => {
    const day = fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 30 }), fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 10 }), (from, days, offsets) => {
        const holidays = new Set(offsets.map((o) => addCalendarDays(from, o)));
        const due = addWorkingDays(from, days, holidays);
        expect(isWorkingDay(due, holidays)).toBe(true);
        expect(due >= addCalendarDays(from, days)).toBe(true);
      }),
    );
  });
});

describe('monthly debits', () => {
  it('fall on the start day of each month, or the month end when shorter', () => {
    expect(monthlyDebitDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthlyDebitDay('2026-01-31', 2)).toBe('2026-03-31');
    expect(monthlyDebitDay('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('place a day in its paid month and name the next debit', () => {
    expect(monthHolding('2026-11-15', '2026-12-20')).toEqual({ from: '2026-12-15', to: '2027-01-15', index: 1 });
    expect(monthHolding('2026-11-15', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-15', index: 1 });
    expect(monthHolding('2026-11-15', '2026-12-14')).toEqual({ from: '2026-11-15', to: '2026-12-15', index: 0 });
    expect(nextDebitDay('2026-11-15', '2026-11-15')).toBe('2026-12-15');
    expect(nextDebitDay('2026-01-31', '2026-02-28')).toBe('2026-03-31');
  });
});

describe('the refund of a paid month', () => {
  const month = { from: '2026-11-01', to: '2026-12-01', paidFils: 418_950, vatBasisPoints: 500 }; // AED 3,990 + 5 %

  it('gives back the days not served, pro rata, with its VAT share', () => {
    const refund = refundFor(month, '2026-11-21', 'daily');
    expect(refund).toEqual({ totalFils: 139_650, vatFils: 6_650, netFils: 133_000, unusedDays: 10, periodDays: 30 });
  });

  it('rounds the total to the nearest fils, a half fils to the family', () => {
    // 1 fils a day over 2 days, one day unused: 0.5 fils comes back as 1.
    expect(refundFor({ from: '2026-11-01', to: '2026-11-03', paidFils: 1, vatBasisPoints: 0 }, '2026-11-02', 'daily').totalFils).toBe(1);
    expect(refundFor({ ...month, paidFils: 100 }, '2026-11-30', 'daily').totalFils).toBe(3); // 3.33 → 3
  });

  it('is nothing under the rule "none", after the period, or for a whole month served', () => {
    expect(refundFor(month, '2026-11-21', 'none').totalFils).toBe(0);
    expect(refundFor(month, '2026-12-01', 'daily').totalFils).toBe(0);
    expect(refundFor(month, '2026-12-20', 'daily').totalFils).toBe(0);
  });

  it('is all of it when the service ends before the period begins', () => {
    expect(refundFor(month, '2026-10-20', 'daily').totalFils).toBe(418_950);
  });

  it('property: never negative, never more than paid, and its parts add up', () => {
    const day = fc.integer({ min: -40, max: 80 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 1, max: 62 }), day, (paid, vat, length, end) => {
        const period = { from: '2026-11-01', to: addCalendarDays('2026-11-01', length), paidFils: paid, vatBasisPoints: vat };
        const refund = refundFor(period, addCalendarDays('2026-11-01', end), 'daily');
        expect(refund.totalFils).toBeGreaterThanOrEqual(0);
        expect(refund.totalFils).toBeLessThanOrEqual(paid);
        expect(refund.vatFils).toBeGreaterThanOrEqual(0);
        expect(refund.netFils).toBeGreaterThanOrEqual(0);
        expect(refund.netFils + refund.vatFils).toBe(refund.totalFils);
      }),
    );
  });
});

describe('the terms', () => {
  it('keep the refund within the law\'s two weeks whatever staff set', () => {
    expect(refundClock(DEFAULT_SERVICE_TERMS)).toEqual(LAW_REFUND_DEADLINE);
    expect(refundClock({ ...DEFAULT_SERVICE_TERMS, refundDays: 7 })).toEqual({ days: 7, count: 'calendar' });
    expect(refundClock({ ...DEFAULT_SERVICE_TERMS, refundDays: 30 })).toEqual(LAW_REFUND_DEADLINE);
  });
});
