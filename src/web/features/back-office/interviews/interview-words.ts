import type { InterviewStatus, InterviewWay } from '../../../../shared/interviews/states';
import { INTERVIEW_TIME_ZONE } from '../../../../shared/interviews/states';
import type { Language } from '../../../../shared/tracking';
import { t } from '../../../lib/i18n';

/** The interview calendar's words and clocks (issue 32), for staff: English, and always Dubai time, whatever the browser's zone. */

export const wayText = (way: InterviewWay) => ({ video: t('Video call'), phone: t('Phone call'), whatsapp_video: t('WhatsApp video') })[way];

export const statusText = (status: InterviewStatus) =>
  ({
    requested: t('Requested'),
    confirmed: t('Confirmed'),
    declined: t('Declined'),
    cancelled: t('Cancelled by the family'),
    held: t('Held'),
    family_no_show: t('Family did not show'),
    maid_unavailable: t('Maid unavailable'),
  })[status];

/** The language to speak on the call, by its English name. */
export const languageText = (lang: Language) => ({ en: t('English'), ar: t('Arabic'), ru: t('Russian'), hi: t('Hindi'), fr: t('French') })[lang];

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: INTERVIEW_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en-GB', { timeZone: INTERVIEW_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const dateAndClock = new Intl.DateTimeFormat('en-GB', { timeZone: INTERVIEW_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "10:30" on Dubai's clock. */
export const clockText = (iso: string) => clock.format(new Date(iso));
/** "10:30–11:00" on Dubai's clock. */
export const spanText = (iso: string, minutes: number) => `${clockText(iso)}–${clock.format(new Date(Date.parse(iso) + minutes * 60_000))}`;
/** "Tue 1 Dec, 10:30" on Dubai's clock: a time on another day. */
export const dayAndClockText = (iso: string) => dayAndClock.format(new Date(iso));
/** "1 Dec 2026, 10:30" on Dubai's clock. */
export const dateAndClockText = (iso: string) => dateAndClock.format(new Date(iso));
/** "Tuesday, 1 December 2026": a Dubai day (YYYY-MM-DD) as written. */
export const dayText = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));
