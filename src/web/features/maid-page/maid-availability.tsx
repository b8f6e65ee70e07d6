import type { MaidProfile } from '../../../shared/api/catalogue/schemas';
import { LOCALES } from '../../../shared/i18n/locales';
import { AVAILABILITY_TEXTS } from '../../../shared/catalogue/maid-availability';
import { currentLanguage, t } from '../../lib/i18n';
import styles from './maid-profile.module.css';

const DAY_MS = 86_400_000;

/** '2 days ago', 'today', in the page's language. */
function whenConfirmed(iso: string, now: number): string {
  const days = Math.round((Date.parse(iso) - now) / DAY_MS);
  return new Intl.RelativeTimeFormat(LOCALES[currentLanguage()], { numeric: 'auto' }).format(days, 'day');
}

/** Whether a family can hire her now (or why not: another family applying, her visa in process, hired), and when our staff last checked she is still available. */
export function MaidAvailability({ maid, now = Date.now() }: { maid: MaidProfile; now?: number }) {
  const status = t(AVAILABILITY_TEXTS[maid.availability]);
  return (
    <div className={maid.availability === 'available' ? styles.available : styles.unavailable}>
      <p className={styles.status}>{status}</p>
      {maid.availabilityConfirmedAt && maid.availability === 'available' ? (
        <p className={styles.confirmed}>
          {t('Our staff confirmed her availability {when}', { when: whenConfirmed(maid.availabilityConfirmedAt, now) })}{' '}
          (<time dateTime={maid.availabilityConfirmedAt}>{new Date(maid.availabilityConfirmedAt).toLocaleDateString(LOCALES[currentLanguage()], { day: 'numeric', month: 'short', year: 'numeric' })}</time>)
        </p>
      ) : null}
    </div>
  );
}
