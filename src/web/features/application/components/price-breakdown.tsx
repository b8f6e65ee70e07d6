import type { MaidOffer } from '../../../../shared/api/offer/schemas';
import { amountInText, formatAed, formatVatRate } from '../../../../shared/pricing/money';
import { t } from '../../../lib/i18n';
import styles from './price-breakdown.module.css';

type Quote = MaidOffer['quote'];

/**
 * What the family pays (amounts never mirrored: each an LTR isolate): the monthly total with its
 * parts, the first debit with its offers and one-off charges, what is included. The items' labels
 * come in the page's language from the API (staff write them per language), shown as given.
 */
export function PriceBreakdown({ quote, serviceName }: { quote: Quote; serviceName?: string }) {
  return (
    <section className={styles.breakdown} aria-labelledby="price-title">
      <h2 id="price-title" className={styles.title}>
        {serviceName ? t('What you pay for a {service}', { service: t(serviceName).toLowerCase() }) : t('What you pay')}
      </h2>
      <p className={styles.total}>
        <strong>
          <bdi dir="ltr" className={styles.amount}>{formatAed(quote.monthlyTotalFils)}</bdi>
        </strong>{' '}
        {t('a month, VAT included')}
      </p>
      <dl className={styles.lines}>
        <div>
          <dt>{t('Monthly service fee')}</dt>
          <dd>
            <bdi dir="ltr" className={styles.amount}>{formatAed(quote.monthlyFeeFils)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('VAT {rate}', { rate: formatVatRate(quote.vatBasisPoints) })}</dt>
          <dd>
            <bdi dir="ltr" className={styles.amount}>{formatAed(quote.monthlyVatFils)}</bdi>
          </dd>
        </div>
        {quote.firstMonthChanges.map((line) => (
          <div key={line.code}>
            <dt>{line.label}</dt>
            <dd>
              <bdi dir="ltr" className={styles.amount}>{`${line.amountFils + line.vatFils < 0 ? '−' : '+'} ${formatAed(Math.abs(line.amountFils + line.vatFils))}`}</bdi>
              {line.vatFils !== 0 && <span className={styles.withVat}>{t('({amount} + VAT)', { amount: amountInText(Math.abs(line.amountFils)) })}</span>}
            </dd>
          </div>
        ))}
        {quote.oneOffCharges.map((line) => (
          <div key={line.code}>
            <dt>{t('{charge} (once)', { charge: line.label })}</dt>
            <dd>
              <bdi dir="ltr" className={styles.amount}>{formatAed(line.amountFils + line.vatFils)}</bdi>
            </dd>
          </div>
        ))}
        <div className={styles.first}>
          <dt>{t('Your first debit')}</dt>
          <dd>
            <bdi dir="ltr" className={styles.amount}>{formatAed(quote.firstPaymentFils)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('Each month after')}</dt>
          <dd>
            <bdi dir="ltr" className={styles.amount}>{formatAed(quote.monthlyTotalFils)}</bdi>
          </dd>
        </div>
      </dl>
      {quote.included.length > 0 && (
        <>
          <h3 className={styles.includedTitle}>{t('Included at no extra cost')}</h3>
          <ul className={styles.included}>
            {quote.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
