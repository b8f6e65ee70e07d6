import { addCalendarDays, daysBetween, type IsoDay } from '../../../../shared/service/clocks';

/** Monday first, as the agency's week reads; the numbers are JavaScript's (Sunday 0). */
export const WEEKDAYS = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
] as const;

/** The UAE's working week since 2022: Monday to Friday. */
export const WORKING_WEEK: readonly number[] = [1, 2, 3, 4, 5];

/** The server takes at most this many days at once (admin-interviews/schemas.ts). */
export const MAX_DAYS = 62;

const weekdayOf = (day: IsoDay) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The days from `first` to `last` (both included) that fall on one of `weekdays`; none when `last` is before `first`. */
export function daysOn(first: IsoDay, last: IsoDay, weekdays: readonly number[]): IsoDay[] {
  const span = daysBetween(first, last);
  if (span < 0 || span > 400) return [];
  return Array.from({ length: span + 1 }, (_, i) => addCalendarDays(first, i)).filter((d) => weekdays.includes(weekdayOf(d)));
}
