import { Link } from '../../lib/router';
import { t } from '../../lib/i18n';
import styles from './maid-profile.module.css';

/** A maid the site does not show (unknown, hidden, or a mistyped link): say so kindly and lead back. */
export function MaidNotFound({ label }: { label: (text: string) => string }) {
  return (
    <main className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{label('We could not find this maid')}</h1>
      <p>{label('She may have been hired already, or the link is not complete. Many other maids are available now.')}</p>
      <Link className={styles.primary} to="/hire-maid">
        {label('See the maids available now')}
      </Link>
    </main>
  );
}

/** Her page could not be loaded (network, server): say so, and let the family try again. */
export function MaidLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.notFound} role="alert">
      <p>{t('We could not load this page just now.')}</p>
      <button type="button" className={styles.primary} onClick={onRetry}>
        {t('Try again')}
      </button>
    </main>
  );
}

/** The page's box while her data loads, so nothing jumps when it arrives. */
export function MaidSkeleton() {
  return <main aria-busy="true" className={styles.skeleton} />;
}
