import '../../../lib/i18n/parts/money';
import type { Statement, StatementRow as Row } from '../../../../shared/api/money/schemas';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage, t } from '../../../lib/i18n';
import { failureText } from '../../pay/failure-text';
import { dayText, mandateStatusText, moneyText } from '../../pay/money-words';
import { isConfirming, usePayRow, useStatement } from './api';
import { Amount, StatementRow } from './statement-row';
import styles from './statement.module.css';

interface YearGroup {
  year: string;
  rows: Row[];
}

/**
 * The statement's rows by year, the latest year and the latest month first, so that a long
 * statement opens on what matters now; an offer goes inside the payment it is part of.
 */
function byYear(rows: readonly Row[]): { years: YearGroup[]; offersOf: Map<string, Row[]> } {
  const offersOf = new Map<string, Row[]>();
  const shown: Row[] = [];
  for (const row of rows) {
    if (row.kind === 'offer' && row.partOf && rows.some((r) => r.id === row.partOf)) {
      offersOf.set(row.partOf, [...(offersOf.get(row.partOf) ?? []), row]);
    } else shown.push(row);
  }
  const years: YearGroup[] = [];
  // The server lists them oldest first; a refund is dated when it is paid back, so sort by day.
  const latestFirst = shown.reverse().sort((a, b) => b.dueOn.localeCompare(a.dueOn));
  for (const row of latestFirst) {
    const year = row.dueOn.slice(0, 4);
    const group = years.find((g) => g.year === year);
    if (group) group.rows.push(row);
    else years.push({ year, rows: [row] });
  }
  return { years, offersOf };
}

function Totals({ statement, onPay, paying }: { statement: Statement; onPay: (rowId: string) => void; paying: boolean }) {
  const lang = currentLanguage();
  const { totals, nextPayment, mandate } = statement;
  const payable = statement.rows.filter((r) => r.payable);
  return (
    <>
      {totals.dueFils > 0 ? (
        <div className={styles.due}>
          <p className={styles.dueLine}>
            <span className={styles.dueLabel}>{t('Due now')}</span>
            <Amount fils={totals.dueFils} className={styles.big} />
          </p>
          <p>{t('The bank returned a payment. Please pay it by card.')}</p>
          {payable.map((row) => (
            <button key={row.id} type="button" className={styles.payButton} disabled={paying} onClick={() => onPay(row.id)}>
              {t('Pay {amount} by card', { amount: moneyText(row.totalFils) })}
            </button>
          ))}
        </div>
      ) : null}
      <dl className={styles.totals}>
        <div>
          <dt>{t('Paid so far')}</dt>
          <dd>
            <Amount fils={totals.paidFils} />
          </dd>
        </div>
        {totals.refundedFils > 0 ? (
          <div>
            <dt>{t('Refunded to you')}</dt>
            <dd>
              <Amount fils={totals.refundedFils} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Upcoming')}</dt>
          <dd>
            <Amount fils={totals.upcomingFils} />
          </dd>
        </div>
        <div>
          <dt>{t('Next payment')}</dt>
          <dd>{nextPayment ? t('{amount} on {day}', { amount: moneyText(nextPayment.totalFils), day: dayText(nextPayment.dueOn, lang) }) : t('None')}</dd>
        </div>
        {mandate ? (
          <div>
            <dt>{t('Direct-debit mandate')}</dt>
            <dd className={styles.mandate}>
              <bdi dir="ltr" className={styles.nowrap}>
                {mandate.reference}
              </bdi>
              <span className={`${styles.status} ${mandate.status === 'cancelled' ? styles.cancelled : styles.collected}`}>{mandateStatusText(mandate.status)}</span>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

interface Props {
  appId: string;
  /** The row the family just paid by card: the provider sent the browser back with `?paid=<rowId>`. */
  paidRowId?: string | null;
}

/**
 * "Your payments" on /my-application once the application is submitted (issue 30, docs/api/money.md):
 * the totals and what is due, the mandate, and every amount with its status and invoice. Loaded
 * on its own (code and texts), so the page's first load does not grow.
 */
export default function StatementSection({ appId, paidRowId = null }: Props) {
  const statement = useStatement(appId, paidRowId);
  const pay = usePayRow(appId);

  // Before the application is submitted there is no statement: nothing to show.
  if (statement.error instanceof ApiError && statement.error.status === 404) return null;
  if (statement.error) return <p role="alert">{t('Your payments could not be loaded. Please check your connection and refresh.')}</p>;
  if (!statement.data) return null;
  const data = statement.data;
  const { years, offersOf } = byYear(data.rows);
  const paidRow = paidRowId ? data.rows.find((r) => r.id === paidRowId) : undefined;
  const payingNow = pay.isPending || pay.isSuccess;

  return (
    <section className={styles.card} aria-labelledby="statement-title">
      <h2 id="statement-title">{t('Your payments')}</h2>
      {paidRow ? (
        <p role="status" className={styles.thanks}>
          {isConfirming(data, paidRow.id) ? t('Thank you, your payment is being confirmed. This can take a minute.') : t('Thank you, your payment is received.')}
        </p>
      ) : null}
      <Totals statement={data} onPay={pay.mutate} paying={payingNow} />
      {pay.error ? <p role="alert" className={styles.error}>{failureText(pay.error)}</p> : null}
      {years.length === 0 ? (
        <p>{t('No payment yet.')}</p>
      ) : (
        years.map((group, i) => (
          // The latest year, and any year with a payment to make, open; older years one tap away.
          <details key={group.year} className={styles.year} open={i === 0 || group.rows.some((r) => r.payable)}>
            <summary className={styles.yearTitle}>
              <bdi dir="ltr">{group.year}</bdi>
            </summary>
            <ol className={styles.rows}>
              {group.rows.map((row) => (
                <StatementRow key={row.id} appId={appId} row={row} offers={offersOf.get(row.id) ?? []} onPay={pay.mutate} paying={payingNow} />
              ))}
            </ol>
          </details>
        ))
      )}
      <p className={styles.small}>{t('Amounts include VAT. Tax invoices are issued once a payment is received.')}</p>
    </section>
  );
}
