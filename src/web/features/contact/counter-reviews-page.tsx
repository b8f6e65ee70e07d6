import { useEffect } from 'react';
import { t } from '../../lib/i18n';
import styles from './contact.module.css';

export const COUNTER_REVIEWS_REDIRECT_MS = 1000;
/** The review page is a redirect link ('reviews') staff can change. */
const REVIEWS_PATH = '/reviews';

/** /counter-reviews: after 1 s, on to the review page. */
export function CounterReviewsPage() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(REVIEWS_PATH), COUNTER_REVIEWS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main className={styles.page}>
      <h1>{t('Thank you for your review')}</h1>
      <p role="status">{t('Taking you to our review page…')}</p>
      <p>
        <a href={REVIEWS_PATH}>{t('Open the review page')}</a>
      </p>
    </main>
  );
}
