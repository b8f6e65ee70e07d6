import buttons from '../../components/ui/buttons.module.css';
import { t } from '../../lib/i18n';
import styles from './pages.module.css';

/** A page whose texts did not come (offline, the server briefly down): what to do, and a retry. */
export function PageLoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main className={styles.page}>
      <p role="alert">{t('Please check your connection and try again. If the error continues, please WhatsApp us.')}</p>
      <button type="button" className={buttons.primary} onClick={onRetry} disabled={retrying}>
        {t('Try again')}
      </button>
    </main>
  );
}
