import type { Language } from '../../../shared/tracking.js';
import { INTERVIEW_TIME_ZONE } from '../../../shared/interviews/states.js';
import { t } from '../../i18n/t.js';

/** The SMS about a family's interview call with a maid (issue 32), in the language they booked in. */

// Latin digits in every language, as the other SMS write days (signed-form-translation.ts).
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn', hi: 'hi-IN-u-nu-latn', ru: 'ru-RU', fr: 'fr-FR' };

/** The call's time in Dubai, in the language: "Tue 1 Dec, 10:30". */
const callTimeIn = (lang: Language, startsAt: Date) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: INTERVIEW_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startsAt);

export const interviewBookedText = (lang: Language, site: string, maid: string, startsAt: Date, url: string) =>
  t(lang, '{site}: you asked to talk with {maid} on {time} (Dubai time). We will confirm it by SMS. To cancel or move it: {url}', { site, maid, time: callTimeIn(lang, startsAt), url });

export const interviewConfirmedText = (lang: Language, site: string, maid: string, startsAt: Date, url: string) =>
  t(lang, '{site}: your call with {maid} on {time} (Dubai time) is confirmed. Details: {url}', { site, maid, time: callTimeIn(lang, startsAt), url });

export const interviewDeclinedText = (lang: Language, site: string, maid: string, startsAt: Date, url: string) =>
  t(lang, '{site}: we cannot hold your call with {maid} on {time}. The reason, and other times: {url}', { site, maid, time: callTimeIn(lang, startsAt), url });

export const interviewMovedText = (lang: Language, site: string, maid: string, startsAt: Date, url: string) =>
  t(lang, '{site}: your call with {maid} is moved to {time} (Dubai time). Details: {url}', { site, maid, time: callTimeIn(lang, startsAt), url });

export const interviewReminderText = (lang: Language, site: string, maid: string, startsAt: Date, url: string) =>
  t(lang, '{site}: a reminder of your call with {maid} at {time} (Dubai time). Details: {url}', { site, maid, time: callTimeIn(lang, startsAt), url });

export const interviewMaidGoneText = (lang: Language, site: string, maid: string, startsAt: Date, url: string) =>
  t(lang, '{site}: {maid} is no longer available, so your call on {time} (Dubai time) cannot help. Maids like her you could talk with instead: {url}', { site, maid, time: callTimeIn(lang, startsAt), url });
