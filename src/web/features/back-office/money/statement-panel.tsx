import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getApplicationStatement } from '../../../../shared/api/admin-money/contracts';
import type { StaffStatement } from '../../../../shared/api/admin-money/schemas';
import { t } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { moneyText, timeText } from '../desk/application-labels';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall, useStaffSession } from '../shared/staff-api';
import { dayText, mandateStatusText } from './money-labels';
import { PriceChangeForm } from './price-change-form';
import { StatementRows } from './statement-rows';
import money from './money.module.css';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={own.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Summary({ s }: { s: StaffStatement }) {
  return (
    <div className={own.columns}>
      <Facts
        rows={[
          [t('Direct-debit mandate'), s.mandate ? <><span className={money.mono}>{s.mandate.reference}</span> · {mandateStatusText(s.mandate.status)}</> : t('None: the family pays by card')],
          [t('Next payment'), s.nextPayment ? t('{amount} on {day}', { amount: moneyText(s.nextPayment.totalFils), day: dayText(s.nextPayment.dueOn) }) : '—'],
        ]}
      />
      <Facts
        rows={[
          [t('Paid'), moneyText(s.totals.paidFils)],
          [t('Refunded'), moneyText(s.totals.refundedFils)],
          [t('Returned, not paid since'), <strong>{moneyText(s.totals.dueFils)}</strong>],
          [t('Upcoming'), moneyText(s.totals.upcomingFils)],
        ]}
      />
    </div>
  );
}

function PriceChanges({ s }: { s: StaffStatement }) {
  return (
    <>
      <h3>{t('Monthly fee changes')}</h3>
      {s.priceChanges.length === 0 ? (
        <p>{t('None: the price the family signed for runs on.')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('From the debit of')}</th>
                <th scope="col" className={money.amount}>
                  {t('Monthly fee')}
                </th>
                <th scope="col" className={money.amount}>
                  {t('Monthly total')}
                </th>
                <th scope="col">{t('Family told on')}</th>
                <th scope="col">{t('Changed by')}</th>
              </tr>
            </thead>
            <tbody>
              {s.priceChanges.map((c) => (
                <tr key={`${c.effectiveFrom}-${c.createdAt}`}>
                  <td className={own.nowrap}>{dayText(c.effectiveFrom)}</td>
                  <td className={money.amount}>{moneyText(c.monthlyFeeFils)}</td>
                  <td className={money.amount}>{moneyText(c.monthlyTotalFils)}</td>
                  <td className={own.nowrap}>{dayText(c.noticeOn)}</td>
                  <td>
                    {c.staffEmail ?? '—'}
                    <span className={`${styles.hint} ${own.nowrap}`}> · {timeText(c.createdAt)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * The application's money (issue 30), as the family's statement shows it and more: the mandate,
 * the totals, every amount with its status history and invoices, the monthly fee's changes, and
 * for finance and admins the form that changes it.
 */
export function StatementPanel({ appId }: { appId: string }) {
  const client = useQueryClient();
  const role = useStaffSession().data?.staff.role;
  const queryKey = ['admin', 'statement', appId] as const;
  const statement = useQuery({ queryKey, queryFn: () => staffCall(getApplicationStatement, { params: { id: appId } }), retry: false });
  const notYet = statement.error instanceof ApiError && statement.error.status === 404;
  const s = statement.data;
  return (
    <section className={styles.panel} aria-labelledby="application-money-title">
      <h2 id="application-money-title">{t('Money')}</h2>
      {statement.isPending && <p>{t('Loading…')}</p>}
      {notYet ? <p>{t('No statement yet: it starts when the family submits the application.')}</p> : <Failure error={statement.error} />}
      {s && (
        <>
          <Summary s={s} />
          <h3>{t('Statement')}</h3>
          <StatementRows rows={s.rows} />
          <PriceChanges s={s} />
          {(role === 'finance' || role === 'admin') && <PriceChangeForm appId={appId} statement={s} onDone={(next) => client.setQueryData(queryKey, next)} />}
        </>
      )}
    </section>
  );
}
