import { Link } from '../../lib/router';
import { useLabels } from '../../components/header/use-labels';
import { t } from '../../lib/i18n';
import styles from './hire-maid-page.module.css';

/**
 * Shown when the hire-maid page cannot open because the site's main info failed (spec section 8
 * blocks that navigation): never a blank page, always a way forward.
 */
export function HireMaidError() {
  const { label } = useLabels();
  return (
    <main className={styles.saved}>
      <div className={styles.error} role="alert">
        <h1 className={styles.title}>{label('We could not open the maids page')}</h1>
        <p>{t('Please check your connection and try again. If the error continues, please WhatsApp us.')}</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {t('Try again')}
        </button>{' '}
        <Link to="/whatsapp-us?page=hire_maid">{t('WhatsApp us')}</Link>
      </div>
    </main>
  );
}
