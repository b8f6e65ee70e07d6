/**
 * The clocks of the service after the maid arrives (issue 29, docs/decisions/2026-11-28-service-terms.md):
 * days on Dubai's calendar, counted as calendar days or as working days (Saturday and Sunday off,
 * and the public holidays staff keep as data). Pure: the server, the back office and the family's
 * page compute the same due dates. Days are ISO strings (YYYY-MM-DD), which compare in order.
 */

export type IsoDay = string;

/** Dubai is UTC+4 all year: the UAE keeps no daylight saving time. */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

export const DAY_COUNTS = ['calendar', 'working'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

/** A clock: so many days, counted one way. */
export interface Clock {
  days: number;
  count: DayCount;
}

const utcNoon = (day: IsoDay) => Date.parse(`${day}T12:00:00Z`);
const isoOf = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10);

/** The day in Dubai at an instant. */
export const dubaiDayOf = (instant: number): IsoDay => isoOf(instant + DUBAI_OFFSET_MS);

/** The instant a Dubai day begins (midnight in Dubai). */
export const dubaiMidnight = (day: IsoDay): number => Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS;

export const addCalendarDays = (day: IsoDay, days: number): IsoDay => isoOf(utcNoon(day) + days * DAY_MS);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDay, to: IsoDay): number => Math.round((utcNoon(to) - utcNoon(from)) / DAY_MS);

/** Saturday and Sunday are the UAE's weekend since 2022; public holidays are the agency's data. */
export function isWorkingDay(day: IsoDay, holidays: ReadonlySet<IsoDay>): boolean {
  const weekday = new Date(utcNoon(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The `days`-th working day after `day` (`day` itself never counts, as the law counts from the day after). */
export function addWorkingDays(day: IsoDay, days: number, holidays: ReadonlySet<IsoDay>): IsoDay {
  let current = day;
  for (let counted = 0; counted < days; ) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(current, holidays)) counted += 1;
  }
  return current;
}

/** The last day by which something asked for at `askedAt` must be done, on `clock`. */
export function dueDay(askedAt: number, clock: Clock, holidays: ReadonlySet<IsoDay>): IsoDay {
  const asked = dubaiDayOf(askedAt);
  return clock.count === 'working' ? addWorkingDays(asked, clock.days, holidays) : addCalendarDays(asked, clock.days);
}

/** Overdue once its due day has ended in Dubai. */
export const isOverdue = (due: IsoDay, now: number): boolean => dubaiDayOf(now) > due;
