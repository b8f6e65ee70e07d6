import type { StaffBanner } from '../../../../shared/api/notification-banner/schemas';
import { t } from '../../../lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input holds it, in this browser's time zone; '' for none. */
export function toLocalTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (this browser's time zone) as an instant; null for an empty one. */
export function fromLocalTime(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What families see of the saved banner now, in words. */
export function bannerState(banner: StaffBanner | null, now = Date.now()): string {
  if (!banner) return t('No banner: families see none.');
  if (banner.endsAt && Date.parse(banner.endsAt) <= now) return t('Not shown: it ended on {end}.', { end: when(banner.endsAt) });
  if (banner.startsAt && Date.parse(banner.startsAt) > now) return t('Scheduled: it shows from {start}.', { start: when(banner.startsAt) });
  return banner.endsAt ? t('Live now, until {end}.', { end: when(banner.endsAt) }) : t('Live now, until you take it down.');
}
