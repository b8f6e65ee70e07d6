import type { MaidProfile } from '../../../shared/api/catalogue/schemas';
import { currentLanguage, t } from '../../lib/i18n';
import styles from './maid-profile.module.css';

const DAY_MS = 86_400_000;

/** '2 days ago', 'today', in the page's language. */
function whenConfirmed(iso: string, now: number): string {
  const days = Math.round((Date.parse(iso) - now) / DAY_MS);
  return new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' }).format(days, 'day');
}

/** Whether a family can hire her now, and when our staff last checked she is still available. */
export function MaidAvailability({ maid, now = Date.now() }: { maid: MaidProfile; now?: number }) {
  const status =
    maid.availability === 'available'
      ? t('Available now')
      : maid.availability === 'reserved'
        ? t('Another family is applying for her right now')
        : t('She has been hired');
  return (
    <div className={maid.availability === 'available' ? styles.available : styles.unavailable}>
      <p className={styles.status}>{status}</p>
      {maid.availabilityConfirmedAt && maid.availability === 'available' ? (
        <p className={styles.confirmed}>
          {t('Our staff confirmed her availability {when}', { when: whenConfirmed(maid.availabilityConfirmedAt, now) })}{' '}
          (<time dateTime={maid.availabilityConfirmedAt}>{new Date(maid.availabilityConfirmedAt).toLocaleDateString(currentLanguage(), { day: 'numeric', month: 'short', year: 'numeric' })}</time>)
        </p>
      ) : null}
    </div>
  );
}
