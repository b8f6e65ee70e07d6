import { useNavigation } from '../../lib/router';
import { t } from '../../lib/i18n';
import styles from './loading-overlay.module.css';

/** The full-screen loading overlay while a navigation to the home route is under way. */
export function LoadingOverlay() {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.location?.pathname !== '/') return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('Loading')}</span>
    </div>
  );
}
