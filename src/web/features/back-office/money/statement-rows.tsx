import { pathOf } from '../../../../shared/api/contract';
import { getStaffInvoicePdf } from '../../../../shared/api/admin-money/contracts';
import type { StatementRow } from '../../../../shared/api/money/schemas';
import { formatVatRate } from '../../../../shared/pricing/money';
import { t } from '../../../lib/i18n';
import { moneyText, timeText } from '../desk/application-labels';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { dayText, rowStatusText, rowText, sourceText } from './money-labels';
import money from './money.module.css';

/** A row's invoices (a tax invoice, a refund's credit note), each opened as the PDF issued. */
function Invoices({ row }: { row: StatementRow }) {
  if (row.invoices.length === 0) return <>—</>;
  return (
    <ul className={money.plainList}>
      {row.invoices.map((invoice) => (
        <li key={invoice.id}>
          <a className={own.linkButton} href={pathOf(getStaffInvoicePdf, { invoiceId: invoice.id })} target="_blank" rel="noreferrer">
            {invoice.kind === 'credit_note' ? t('Credit note {number} (PDF)', { number: invoice.number }) : t('Invoice {number} (PDF)', { number: invoice.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every status the row went through, oldest first: what, when, from where, and the bank's reason. */
function History({ row }: { row: StatementRow }) {
  return (
    <details className={money.history}>
      <summary>{t('{n, plural, one {History: {n} event} other {History: {n} events}}', { n: row.events.length })}</summary>
      <ol>
        {row.events.map((e, i) => (
          <li key={i}>
            <strong>{rowStatusText(e.status)}</strong> · <time dateTime={e.at}>{timeText(e.at)}</time> · {sourceText(e.source)}
            {e.reason && <span className={money.block}>{t('Reason: {reason}', { reason: e.reason })}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The statement's rows, oldest first, as the family's statement lists them. */
export function StatementRows({ rows }: { rows: readonly StatementRow[] }) {
  if (rows.length === 0) return <p>{t('No amount is on the statement yet.')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('Every amount, oldest first')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Due')}</th>
            <th scope="col">{t('What')}</th>
            <th scope="col" className={money.amount}>
              {t('Amount')}
            </th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Invoice')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.partOf ? money.offerRow : undefined}>
              <td className={own.nowrap}>{dayText(row.dueOn)}</td>
              <td className={money.what}>
                {rowText(row)}
                {row.periodTo && <span className={`${styles.hint} ${money.block}`}>{t('For {from} – {to}', { from: dayText(row.dueOn), to: dayText(dayBefore(row.periodTo)) })}</span>}
              </td>
              <td className={money.amount}>
                {moneyText(row.totalFils)}
                <span className={`${styles.hint} ${money.block}`}>{t('VAT {vat} ({rate})', { vat: moneyText(row.vatFils), rate: formatVatRate(row.vatBasisPoints) })}</span>
              </td>
              <td className={money.what}>
                <span className={money.status} data-status={row.status}>
                  {rowStatusText(row.status)}
                </span>
                {row.returnReason && <span className={money.block}>{t('Bank’s reason: {reason}', { reason: row.returnReason })}</span>}
                {row.events.length > 0 && <History row={row} />}
              </td>
              <td>
                <Invoices row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The day before a `YYYY-MM-DD`: a paid month ends the day before the next debit. */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
