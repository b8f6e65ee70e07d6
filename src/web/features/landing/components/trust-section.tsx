import { BadgeCheck, RefreshCcw, Star } from './icons';
import { formatNumber } from '../../../../shared/format-number';
import { t } from '../../../lib/i18n';
import { siteName } from '../../../lib/site-meta';
import { useGoogleRate } from '../api/get-google-rate';
import { useSiteParameters } from '../api/get-site-parameters';
import { LICENCE_NUMBER_CODE } from '../visa-timeline';
import styles from './trust-section.module.css';

/**
 * Why a family can trust the agency: its licence (number from the site parameters), its Google
 * rating, and the replacement and refund policy in plain words. The refund wording is on the list
 * of texts for legal review (docs/legal-review.md).
 */
export function TrustSection({ label }: { label: (text: string) => string }) {
  const licence = useSiteParameters().data?.get(LICENCE_NUMBER_CODE)?.trim();
  const rate = useGoogleRate().data;
  return (
    <section className={styles.trust} aria-labelledby="trust-title">
      <h2 id="trust-title">{t('Why families trust us')}</h2>
      <ul className={styles.points}>
        <li className={styles.point}>
          <h3 className={styles.pointTitle}>
            <BadgeCheck className={styles.icon} size={28} />
            {t('Licensed by MOHRE')}
          </h3>
          <p>{t('{site} is a domestic-worker service centre licensed by the UAE Ministry of Human Resources and Emiratisation.', { site: siteName() })}</p>
          {/* The line keeps its place while the parameters load, so nothing below moves. */}
          <p className={styles.licence}>{licence ? t('Licence number: {number}', { number: licence }) : '\u00a0'}</p>
        </li>
        <li className={styles.point}>
          <h3 className={styles.pointTitle}>
            <Star className={styles.icon} size={28} fill="currentColor" />
            {t('Rated by families on Google')}
          </h3>
          <p className={styles.rating}>
            {rate && rate.count > 0
              ? t('{rating} out of 5, from {count} reviews', { rating: rate.rating.toFixed(1), count: formatNumber(rate.count) })
              : '\u00a0'}
          </p>
          {rate && rate.count > 0 ? (
            <a className={styles.link} href={rate.reviewUrl || '/reviews'} rel="noopener noreferrer">
              {t('Read the reviews')}
            </a>
          ) : null}
        </li>
        <li className={`${styles.point} ${styles.policy}`}>
          <h3 className={styles.pointTitle}>
            <RefreshCcw className={styles.icon} size={28} />
            {label('Replacement or refund')}
          </h3>
          <p>
            {label(
              'If your maid leaves or is found unfit for the work during her probation period, we replace her or refund the recruitment fee you paid us. This is your right under the UAE law on domestic workers (Federal Decree-Law No. 9 of 2022).',
            )}
          </p>
          <p>{label('Tell us as soon as something is not working: we will help you choose another maid first. Your contract sets out the details and time limits.')}</p>
          <a className={styles.link} href="/legal">
            {t('See the contract')}
          </a>
        </li>
      </ul>
    </section>
  );
}
