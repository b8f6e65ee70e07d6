import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from './back-office.module.css';

/** Previous / "Page n of m" / Next under a list paged on the server; nothing for a single page. */
export function Pager({ page, pages, onGo }: { page: number; pages: number; onGo: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.actions} aria-label={t('Pages')}>
      <button type="button" className={buttons.secondary} disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('Previous')}
      </button>
      <span className={styles.pageOf}>{t('Page {page} of {pages}', { page, pages })}</span>
      <button type="button" className={buttons.secondary} disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {t('Next')}
      </button>
    </nav>
  );
}
