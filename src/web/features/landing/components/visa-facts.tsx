import { t } from '../../../lib/i18n';
import { useSiteParameters } from '../api/get-site-parameters';
import { visaHeadlineDays, visaStages } from '../visa-timeline';
import styles from './landing.module.css';

const days = (n: number) => t('{n, plural, one {{n} day} other {{n} days}}', { n });

/** The maid visa offer: the ETA when the site shows it, and the wait days of each stage. */
export function VisaFacts() {
  const params = useSiteParameters();
  const map = params.data ?? new Map<string, string>();
  const eta = visaHeadlineDays(map);
  const stages = visaStages(map);
  return (
    <section className={styles.section} aria-labelledby="visa-title">
      {/* The visa service is the same for a maid or a nanny: these texts name both and keep them in nanny mode. */}
      <h2 id="visa-title">{t('Maid and nanny visas')}</h2>
      <p>{t('Already have a maid or nanny? We get her UAE residence visa for you, from the application to the stamped passport.')}</p>
      {eta !== undefined ? <p className={styles.eta}>{t('Visa ready in about {days}', { days: days(eta) })}</p> : null}
      {stages.length > 0 ? (
        <ol className={styles.stages}>
          {stages.map((s) => (
            <li key={s.code}>
              <span>{t(s.title)}</span>
              <strong>{days(s.days)}</strong>
            </li>
          ))}
        </ol>
      ) : null}
      <a className={styles.secondary} href="/maid-visa-apply">
        {t('Get a Visa')}
      </a>
    </section>
  );
}
