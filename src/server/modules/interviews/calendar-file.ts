import { createEvent } from 'ics';
import type { Language } from '../../../shared/tracking.js';
import { displayFirstName } from '../../../shared/first-name.js';
import { t } from '../../i18n/t.js';
import type { LoadedCall } from './interview-service.js';

/**
 * The call as an iCalendar event (RFC 5545), made by the `ics` library: the start in UTC, so
 * every calendar shows it in its own time zone; the title names the maid in the family's language.
 */
export function calendarFile(row: LoadedCall & { meetingUrl: string | null }, site: string, pageUrl: string): string {
  const lang: Language = row.call.siteLanguage;
  const maid = displayFirstName(row.maid.name);
  const { error, value } = createEvent({
    uid: `${row.call.id}@interviews`,
    start: row.slot.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: row.slot.minutes },
    title: t(lang, 'Call with {maid} ({site})', { maid, site }),
    description: t(lang, 'Your call with {maid} before hiring. To cancel or move it: {url}', { maid, url: pageUrl }),
    ...(row.meetingUrl ? { location: row.meetingUrl, url: row.meetingUrl } : { url: pageUrl }),
    status: row.call.status === 'confirmed' ? 'CONFIRMED' : row.call.status === 'requested' ? 'TENTATIVE' : 'CANCELLED',
    productId: site,
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return value;
}
