import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listServiceRequests } from '../../../../shared/api/admin-service/contracts';
import { SERVICE_REQUEST_KINDS } from '../../../../shared/service/states';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { FilterSelect } from '../shared/filter-select';
import { staffCall } from '../shared/staff-api';
import { useUrlFilter } from '../shared/use-url-filter';
import { dayText, kindText, reasonText } from './service-labels';
import { OverdueMark } from './overdue-mark';
import { ReturnedPayments } from './returned-payments';
import service from './service.module.css';

const FILTERS = ['status', 'kind', 'overdue', 'q'] as const;

/** /admin/service-desk: the families' requests after their maid arrived, what falls due first on top; the filters are in the URL. */
export function ServiceDeskPage() {
  const { filter, draft, set, submit, clear } = useUrlFilter(FILTERS);
  const list = useQuery({
    queryKey: ['admin', 'service-requests', filter],
    queryFn: () => staffCall(listServiceRequests, { query: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.requests;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('Service desk')}</h1>
        <Link className={buttons.secondary} to="/admin/service-terms">
          {t('Service terms')}
        </Link>
      </div>
      <p className={styles.hint}>{t('Replacements, cancellations and problems the families asked for after their maid arrived.')}</p>
      <section className={styles.panel} aria-labelledby="service-filter-title">
        <h2 id="service-filter-title">{t('Find')}</h2>
        <form className={own.filters} onSubmit={submit} noValidate>
          <div className={`${styles.field} ${own.search}`}>
            <label htmlFor="service-q">{t('Phone or reference')}</label>
            <input id="service-q" type="search" value={draft.q} onChange={set('q')} aria-describedby="service-q-hint" autoComplete="off" maxLength={40} />
            <p className={styles.hint} id="service-q-hint">
              {t('A number as the family typed it (050 123 4567) or a reference (7K3D-9QXB).')}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor="service-status">{t('Status')}</label>
            <select id="service-status" value={draft.status || 'open'} onChange={set('status')}>
              <option value="open">{t('Open')}</option>
              <option value="done">{t('Done')}</option>
              <option value="all">{t('All')}</option>
            </select>
          </div>
          <FilterSelect id="service-kind" label={t('Kind')} value={draft.kind} onChange={set('kind')} options={SERVICE_REQUEST_KINDS.map((k) => ({ value: k, label: kindText(k) }))} />
          <FilterSelect id="service-overdue" label={t('Overdue')} value={draft.overdue} onChange={set('overdue')} options={[{ value: 'true', label: t('Overdue only') }]} />
          <div className={own.filterButtons}>
            <button type="submit" className={buttons.primary}>
              {t('Show')}
            </button>
            <button type="button" className={buttons.secondary} onClick={clear}>
              {t('Clear')}
            </button>
          </div>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="service-list-title">
        <h2 id="service-list-title">{rows ? t('{n, plural, one {{n} request} other {{n} requests}}', { n: rows.length }) : t('Requests')}</h2>
        <p className={styles.hint}>{t('Open requests first, what falls due first on top. Days are Dubai days.')}</p>
        {list.data?.more && <p className={styles.hint}>{t('Only the first {n} are listed: narrow the filters to see the others.', { n: rows!.length })}</p>}
        <Failure error={list.error} />
        {list.isPending && <p>{t('Loading…')}</p>}
        {rows && rows.length === 0 && <p>{t('No request matches these filters.')}</p>}
        {rows && rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Due')}</th>
                  <th scope="col">{t('Request')}</th>
                  <th scope="col">{t('Family')}</th>
                  <th scope="col">{t('Maid')}</th>
                  <th scope="col">{t('Owner')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <span className={own.nowrap}>{dayText(r.dueDay)}</span>
                      {r.overdue && <OverdueMark />}
                      {r.status === 'done' && <span className={service.doneMark}>{t('Done')}</span>}
                    </td>
                    <td>
                      <Link className={service.requestLink} to={`/admin/service-request?id=${r.id}`}>
                        {kindText(r.kind)}
                      </Link>
                      {reasonText(r) && <span className={`${styles.hint} ${service.block}`}>{reasonText(r)}</span>}
                    </td>
                    <td>
                      <Link className={own.reference} to={`/admin/application?id=${r.application.id}`}>
                        {r.application.reference}
                      </Link>
                      <span className={service.block}>{r.clientName ?? '—'}</span>
                    </td>
                    <td>
                      {`${r.maid.name} #${r.maid.id}`}
                      {r.newMaid && <span className={`${styles.hint} ${service.block}`}>{t('New: {name}', { name: `${r.newMaid.name} #${r.newMaid.id}` })}</span>}
                    </td>
                    <td>{r.owner?.email ?? t('No one')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ReturnedPayments />
    </>
  );
}
