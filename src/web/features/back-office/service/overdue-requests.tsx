import { useQuery } from '@tanstack/react-query';
import { listServiceRequests } from '../../../../shared/api/admin-service/contracts';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { OverdueMark } from './overdue-mark';
import { dayText, kindText } from './service-labels';
import service from './service.module.css';

/** The home page's list of the families' requests past their due day (the daily job marks them), for the desk's roles. */
export function OverdueRequests() {
  const list = useQuery({ queryKey: ['admin', 'service-requests', { overdue: 'true' }], queryFn: () => staffCall(listServiceRequests, { query: { overdue: 'true' } }) });
  const rows = list.data?.requests;
  return (
    <section className={styles.panel} aria-labelledby="overdue-title">
      <h2 id="overdue-title">{t('Past their due day')}</h2>
      <Failure error={list.error} />
      {rows && rows.length === 0 && <p>{t('No request is past its due day.')}</p>}
      {rows && rows.length > 0 && (
        <>
          <ul className={service.overdueList}>
            {rows.map((r) => (
              <li key={r.id}>
                <Link className={service.requestLink} to={`/admin/service-request?id=${r.id}`}>
                  {t('{kind} for {reference}', { kind: kindText(r.kind), reference: r.application.reference })}
                </Link>
                <span className={own.nowrap}>{t('due {day}', { day: dayText(r.dueDay) })}</span>
                <OverdueMark />
                <span className={styles.hint}>{r.owner?.email ?? t('No owner')}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link className={own.linkButton} to="/admin/service-desk?overdue=true">
              {t('All overdue requests in the service desk')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
