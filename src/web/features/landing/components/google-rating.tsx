import { formatNumber } from '../../../../shared/format-number';
import { t } from '../../../lib/i18n';
import { useGoogleRate } from '../api/get-google-rate';
import styles from './landing.module.css';

/** '4.8 ★ on Google from 1,234 reviews'; the line keeps its height while loading so nothing shifts. */
export function GoogleRating() {
  const rate = useGoogleRate();
  const data = rate.data;
  return (
    <p className={styles.rating}>
      {data && data.count > 0 ? (
        <a href={data.reviewUrl || '/reviews'} className={styles.ratingLink} rel="noopener noreferrer">
          <span className={styles.stars} aria-hidden="true">
            ★
          </span>{' '}
          {t('{rating} on Google from {count} reviews', { rating: data.rating.toFixed(1), count: formatNumber(data.count) })}
        </a>
      ) : (
        <span aria-hidden="true">&nbsp;</span>
      )}
    </p>
  );
}
