import type { FreeSlot } from '../../../shared/api/interviews/schemas';
import { LOCALES } from '../../../shared/i18n/locales';
import { INTERVIEW_TIME_ZONE } from '../../../shared/interviews/states';
import type { Language } from '../../../shared/tracking';

/**
 * A call's time as the agency keeps it: Dubai time, in the page's language. Never the phone's own
 * zone: a family abroad books a time the agency's staff and the maid read the same way.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: INTERVIEW_TIME_ZONE })));
  return f;
}

/** "Monday, November 30" */
export const dayText = (iso: string, lang: Language) => format(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
/**
 * The clock's words: Hindi's 12-hour clock would print the Latin "am"/"pm"; its times read with
 * the part of the day instead ("सुबह 10:30", "दोपहर 3:30"), as Hindi speakers say them.
 */
const clock = (lang: Language): Intl.DateTimeFormatOptions => ({ hour: 'numeric', minute: '2-digit', ...(lang === 'hi' ? { dayPeriod: 'short' } : {}) });
/**
 * A time and its part of the day stay on one line, with one no-break space between them: Arabic
 * writes a plain space in "9:30 ص", where a phone broke the line, and engines differ on English's
 * (a plain or a narrow no-break space).
 */
function clockKept(f: Intl.DateTimeFormat, iso: string): string {
  const parts = f.formatToParts(new Date(iso));
  const nextToDayPeriod = (i: number) => parts[i - 1]?.type === 'dayPeriod' || parts[i + 1]?.type === 'dayPeriod';
  return parts.map((p, i) => (p.type === 'literal' && /^\s+$/.test(p.value) && nextToDayPeriod(i) ? '\u00a0' : p.value)).join('');
}
/** "10:30 AM" */
export const timeText = (iso: string, lang: Language) => clockKept(format(lang, clock(lang)), iso);
/** "Monday, November 30, 2026 at 10:30 AM" */
export const dateTimeText = (iso: string, lang: Language) => clockKept(format(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...clock(lang) }), iso);

/** The Dubai calendar day of a time (YYYY-MM-DD: Canadian English writes dates so), to group times by day. */
const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: INTERVIEW_TIME_ZONE });
export const dubaiDay = (iso: string) => dayKey.format(new Date(iso));

/** Free times by their Dubai day, soonest first (the server sends them in order). */
export function slotsByDay(slots: readonly FreeSlot[]): Array<{ day: string; slots: FreeSlot[] }> {
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) {
    const key = dubaiDay(slot.startsAt);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
