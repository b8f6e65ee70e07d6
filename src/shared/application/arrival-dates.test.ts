import { describe, expect, it } from 'vitest';
import { arrivalDayRange, arrivalDayRefusal, dubaiDay, TOO_EARLY, TOO_LATE } from './arrival-dates.js';

describe('arrival days (docs/decisions/2026-11-28-earliest-arrival.md)', () => {
  it('run from the day after tomorrow to 90 days ahead, on Dubai’s calendar', () => {
    // 28 Nov 2026, 10:00 in Dubai.
    const now = Date.parse('2026-11-28T06:00:00Z');
    expect(arrivalDayRange(now)).toEqual({ earliest: '2026-11-30', latest: '2027-02-26' });
    expect(arrivalDayRefusal('2026-11-28', now)).toBe(TOO_EARLY);
    expect(arrivalDayRefusal('2026-11-29', now)).toBe(TOO_EARLY);
    expect(arrivalDayRefusal('2026-11-30', now)).toBeNull();
    expect(arrivalDayRefusal('2027-02-26', now)).toBeNull();
    expect(arrivalDayRefusal('2027-02-27', now)).toBe(TOO_LATE);
  });

  it('turn at midnight in Dubai, not at midnight UTC', () => {
    // 1:30 on 29 Nov in Dubai is still 28 Nov in UTC: a family then counts from the 29th.
    const afterDubaiMidnight = Date.parse('2026-11-28T21:30:00Z');
    expect(dubaiDay(afterDubaiMidnight)).toBe('2026-11-29');
    expect(arrivalDayRange(afterDubaiMidnight).earliest).toBe('2026-12-01');
    expect(arrivalDayRefusal('2026-11-30', afterDubaiMidnight)).toBe(TOO_EARLY);
  });
});
