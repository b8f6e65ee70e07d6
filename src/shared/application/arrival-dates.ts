import { msg } from '../i18n/msg.js';

/**
 * The days a family may choose for their maid's arrival (MAID_ARRIVAL), on Dubai's calendar: the
 * rule of docs/decisions/2026-11-28-earliest-arrival.md, one module for the form's calendar and
 * the server's check.
 */

/**
 * The earliest arrival is the day after tomorrow: after the application is submitted our team
 * checks the documents and calls the family within one working day to confirm the arrival
 * (END_WORK_FLOW says so), and the maid comes after that call.
 */
export const MIN_ARRIVAL_DAYS_AHEAD = 2;
export const MAX_ARRIVAL_DAYS_AHEAD = 90;

export const TOO_EARLY = msg('Your maid can arrive from the day after tomorrow: choose that day or a later one');
export const TOO_LATE = msg('Choose a day within the next 90 days');

/** Dubai is UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) in Dubai `plusDays` days after `now`. */
export function dubaiDay(now: number = Date.now(), plusDays = 0): string {
  return new Date(now + DUBAI_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);
}

/** The first and the last day a family may choose now, as YYYY-MM-DD (a date input's min and max). */
export function arrivalDayRange(now: number = Date.now()): { earliest: string; latest: string } {
  return { earliest: dubaiDay(now, MIN_ARRIVAL_DAYS_AHEAD), latest: dubaiDay(now, MAX_ARRIVAL_DAYS_AHEAD) };
}

/** Why a chosen day (YYYY-MM-DD) is refused now, or null when it may be chosen. */
export function arrivalDayRefusal(day: string, now: number = Date.now()): string | null {
  const { earliest, latest } = arrivalDayRange(now);
  if (day < earliest) return TOO_EARLY;
  if (day > latest) return TOO_LATE;
  return null;
}
