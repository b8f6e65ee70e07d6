import type { FamilyService } from '../../../../shared/api/service/schemas';
import { currentLanguage, t } from '../../../lib/i18n';
import { dayText, money } from './service-words';
import styles from './my-maid.module.css';

/** The maid with the family now, the day she came, and what is debited and when; or the service's end and the refund due. */
export function ServiceSummary({ service, titleRef }: { service: FamilyService; titleRef: React.Ref<HTMLHeadingElement> }) {
  const lang = currentLanguage();
  const cancelled = service.status === 'cancelled';
  const cancellation = service.requests.find((r) => r.kind === 'cancellation');
  return (
    <section className={cancelled ? `${styles.card} ${styles.ended}` : styles.card} aria-labelledby="my-maid-title">
      <h2 id="my-maid-title" ref={titleRef} tabIndex={-1} className={styles.flowTitle}>
        {t('My maid')}
      </h2>
      <div className={styles.maid}>
        {service.maid.posterURL ? <img className={styles.photo} src={service.maid.posterURL} alt="" width={72} height={72} /> : null}
        <p>
          <span className={styles.maidName}>{service.maid.name}</span>
          {t('With you since {day}', { day: dayText(service.maidSince, lang) })}
        </p>
      </div>
      {cancelled ? (
        <p role="status">
          <strong>{t('Your service is cancelled: it ends on {day}.', { day: dayText(service.endsOn ?? service.maidSince, lang) })}</strong>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('Next debit')}</dt>
          <dd>{service.nextDebit ? t('{amount} on {day}', { amount: money(service.nextDebit.amountFils), day: dayText(service.nextDebit.day, lang) }) : t('None: the debits have stopped')}</dd>
        </div>
        {cancelled ? null : (
          <div>
            <dt>{t('Each month')}</dt>
            <dd>{money(service.monthlyTotalFils)}</dd>
          </div>
        )}
        {cancellation?.refundTotalFils ? (
          <div>
            <dt>{cancellation.refundPaidFils ? t('Refund paid') : t('Refund due to you')}</dt>
            <dd>
              {cancellation.refundPaidFils
                ? money(cancellation.refundPaidFils)
                : t('{amount} by {day}', { amount: money(cancellation.refundTotalFils), day: dayText(cancellation.dueDay, lang) })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
