import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText, slotsByDay, timeText } from './slot-times';

// 20:30 UTC on 30 November is 00:30 on 1 December in Dubai (UTC+4): the day and the time a
// phone in London or Manila would show differ from the agency's.
const lateEvening = '2026-11-30T20:30:00.000Z';

describe('the call times, in Dubai time whatever the browser zone', () => {
  it('shows a time and its day as Dubai reads them, in the page language', () => {
    expect(timeText(lateEvening, 'en')).toBe('12:30\u00a0AM');
    expect(dayText(lateEvening, 'en')).toBe('Tuesday, December 1');
    expect(dateTimeText(lateEvening, 'fr')).toBe('mardi 1 décembre 2026 à 0:30');
    // Arabic with Latin digits, as UAE sites write them.
    expect(timeText(lateEvening, 'ar')).toBe('12:30\u00a0ص');
    // Hindi names the part of the day, not a Latin "am".
    expect(timeText('2026-12-01T06:30:00.000Z', 'hi')).toBe('सुबह\u00a010:30');
  });

  it('keeps a time and its part of the day on one line (no plain space between them)', () => {
    expect(dateTimeText(lateEvening, 'ar')).toMatch(/12:30\u00a0ص/);
    expect(timeText(lateEvening, 'en')).not.toMatch(/ /);
  });

  it('groups free times by their Dubai day, soonest first', () => {
    const slots = [
      { id: 1, startsAt: '2026-11-30T06:00:00.000Z', minutes: 30 },
      { id: 2, startsAt: '2026-11-30T19:30:00.000Z', minutes: 30 },
      { id: 3, startsAt: lateEvening, minutes: 30 },
    ];
    expect(slotsByDay(slots).map((d) => [d.day, d.slots.map((s) => s.id)])).toEqual([
      ['2026-11-30', [1, 2]],
      ['2026-12-01', [3]],
    ]);
  });
});
