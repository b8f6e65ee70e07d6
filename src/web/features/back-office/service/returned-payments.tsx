import { useQuery } from '@tanstack/react-query';
import { listReturnedPayments } from '../../../../shared/api/admin-money/contracts';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { moneyText, timeText } from '../desk/application-labels';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { dayText } from './service-labels';
import service from './service.module.css';
import money from '../money/money.module.css';

/**
 * Debits the bank returned and not paid since (issue 30): the service desk's payment items, oldest
 * first, each with the bank's reason and whether the family has their link to pay it by card.
 */
export function ReturnedPayments() {
  const list = useQuery({ queryKey: ['admin', 'returned-payments'], queryFn: () => staffCall(listReturnedPayments, {}) });
  // The server lists them oldest first; kept so whatever order they come in.
  const payments = list.data?.payments.toSorted((a, b) => a.returnedAt.localeCompare(b.returnedAt));
  return (
    <section className={styles.panel} aria-labelledby="returned-payments-title">
      <h2 id="returned-payments-title">{payments ? t('{n, plural, one {{n} returned debit} other {{n} returned debits}}', { n: payments.length }) : t('Returned debits')}</h2>
      <p className={styles.hint}>{t('Debits the bank returned and the family has not paid since, oldest first. The family is texted a link to pay by card; a row leaves this list once paid.')}</p>
      <Failure error={list.error} />
      {list.isPending && <p>{t('Loading…')}</p>}
      {payments && payments.length === 0 && <p>{t('No returned debit is waiting.')}</p>}
      {payments && payments.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Family')}</th>
                <th scope="col" className={money.amount}>
                  {t('Amount')}
                </th>
                <th scope="col">{t('Debit of')}</th>
                <th scope="col">{t('Bank’s reason')}</th>
                <th scope="col">{t('Returned')}</th>
                <th scope="col">{t('Pay link sent')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.rowId}>
                  <td>
                    <Link className={own.reference} to={`/admin/application?id=${p.application.id}`}>
                      {p.application.reference}
                    </Link>
                    <span className={service.block}>{p.clientName ?? '—'}</span>
                  </td>
                  <td className={money.amount}>{moneyText(p.totalFils)}</td>
                  <td className={own.nowrap}>{dayText(p.dueOn)}</td>
                  <td>{p.returnReason ?? '—'}</td>
                  <td className={own.nowrap}>{timeText(p.returnedAt)}</td>
                  <td className={own.nowrap}>{p.payLinkSentAt ? timeText(p.payLinkSentAt) : t('Not yet')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
