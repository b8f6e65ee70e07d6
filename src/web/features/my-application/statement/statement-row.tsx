import type { StatementRow as Row } from '../../../../shared/api/money/schemas';
import { formatVatRate } from '../../../../shared/pricing/money';
import { currentLanguage, t } from '../../../lib/i18n';
import { dayText, formatAed, isolate, kindText, moneyText, periodText, returnReasonText, statusText } from '../../pay/money-words';
import { invoiceUrl } from './api';
import styles from './statement.module.css';

/** An amount as the family reads it: left to right in an Arabic page, never broken across lines. */
export function Amount({ fils, className }: { fils: number; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `${styles.amount} ${className}` : styles.amount}>
      {formatAed(fils)}
    </bdi>
  );
}

const STATUS_CLASS: Record<Row['status'], string | undefined> = {
  scheduled: styles.scheduled,
  sent: styles.scheduled,
  collected: styles.collected,
  returned: styles.returned,
  refunded: styles.collected,
  cancelled: styles.cancelled,
};

interface Props {
  appId: string;
  row: Row;
  /** The offers inside this row (a first payment's): each a negative amount. */
  offers: readonly Row[];
  onPay: (rowId: string) => void;
  paying: boolean;
}

/**
 * One amount of the statement: what it is (and the month it pays for), its due day, the amount with
 * VAT included (its net and VAT in a small line), where it stands, its tax invoice or credit note,
 * and Pay by card when the bank returned it.
 */
export function StatementRow({ appId, row, offers, onPay, paying }: Props) {
  const lang = currentLanguage();
  const titleId = `statement-row-${row.id}`;
  return (
    <li className={row.payable ? `${styles.row} ${styles.payable}` : styles.row}>
      <div className={styles.rowHead}>
        <span id={titleId} className={styles.what}>
          {kindText(row.kind, row.method, row.label)}
        </span>
        <Amount fils={row.totalFils} className={styles.rowAmount} />
      </div>
      {row.periodTo && row.kind !== 'refund' ? (
        <p className={styles.small}>{t('For {period}', { period: periodText(row.dueOn, row.periodTo, lang) })}</p>
      ) : null}
      {offers.length > 0 ? (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <span>{kindText('offer', offer.method, offer.label)}</span>
              {/* Already taken off the amount above: shown as what it saved. */}
              <Amount fils={-Math.abs(offer.totalFils)} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.meta}>
        <span>{row.kind === 'refund' ? t('Paid back by {day}', { day: dayText(row.dueOn, lang) }) : t('Due {day}', { day: dayText(row.dueOn, lang) })}</span>
        <span className={`${styles.status} ${STATUS_CLASS[row.status] ?? ''}`}>{statusText(row.status)}</span>
      </p>
      {row.status === 'returned' && row.returnReason ? <p className={styles.small}>{t('The bank’s reason: {reason}', { reason: returnReasonText(row.returnReason) })}</p> : null}
      <p className={styles.small}>
        {t('{net} + VAT {rate}: {vat}', { net: moneyText(row.netFils), rate: isolate(formatVatRate(row.vatBasisPoints)), vat: moneyText(row.vatFils) })}
      </p>
      {row.invoices.length > 0 || row.payable ? (
        <div className={styles.rowActions}>
          {row.invoices.map((invoice) => (
            <a key={invoice.id} className={styles.invoiceLink} href={invoiceUrl(appId, invoice.id)} download>
              <span>
                {invoice.kind === 'credit_note' ? t('Tax credit note') : t('Tax invoice')}{' '}
                <bdi dir="ltr" className={styles.nowrap}>
                  {invoice.number}
                </bdi>
              </span>
              <span className={styles.fileType}>PDF</span>
            </a>
          ))}
          {row.payable ? (
            <button type="button" className={styles.payButton} disabled={paying} onClick={() => onPay(row.id)} aria-describedby={titleId}>
              {t('Pay by card')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
