import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listApplications } from '../../../../shared/api/admin-applications/contracts';
import { APPLICATION_STATUSES } from '../../../../shared/api/admin-applications/schemas';
import { EMIRATE_LABELS, EMIRATES } from '../../../../shared/application/constants';
import { STAGE_LABELS, STAGES } from '../../../../shared/application/stages';
import { STEPS } from '../../../../shared/workflow/steps';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { emirateText, moneyText, statusText, stepText, timeText } from './application-labels';
import own from './applications.module.css';
import styles from '../shared/back-office.module.css';
import { Pager } from '../shared/pager';
import { Failure } from '../shared/failure';
import { FilterSelect } from '../shared/filter-select';
import { useNationalities } from '../catalogue/maids-page';
import { staffCall } from '../shared/staff-api';
import { useUrlFilter } from '../shared/use-url-filter';

const FILTERS = ['q', 'assigned', 'stage', 'status', 'step', 'emirate', 'from', 'to', 'maid', 'nationality'] as const;

/** /admin/applications: the families' applications, newest first, filtered and paged on the server; the filters are in the URL. */
export function ApplicationsPage() {
  const { filter, page, draft, go, set, submit, clear } = useUrlFilter(FILTERS);
  const nationalities = useNationalities();
  const list = useQuery({
    queryKey: ['admin', 'applications', filter, page],
    queryFn: () => {
      const query = Object.fromEntries(Object.entries({ ...filter, page }).filter(([, v]) => v !== ''));
      return staffCall(listApplications, { query });
    },
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('Applications')}</h1>
        <Link className={buttons.secondary} to="/admin/applications?assigned=me" aria-current={filter.assigned === 'me' && page === 1 && FILTERS.every((k) => k === 'assigned' || !filter[k]) ? 'page' : undefined}>
          {t('Assigned to me')}
        </Link>
      </div>
      <section className={styles.panel} aria-labelledby="applications-filter-title">
        <h2 id="applications-filter-title">{t('Find')}</h2>
        <form className={own.filters} onSubmit={submit} noValidate>
          <div className={`${styles.field} ${own.search}`}>
            <label htmlFor="applications-q">{t('Phone or reference')}</label>
            <input id="applications-q" type="search" value={draft.q} onChange={set('q')} aria-describedby="applications-q-hint" autoComplete="off" />
            <p className={styles.hint} id="applications-q-hint">
              {t('A number as the family typed it (050 123 4567) or a reference (7K3D-9QXB).')}
            </p>
          </div>
          <FilterSelect id="applications-assigned" label={t('Assigned to')} value={draft.assigned} onChange={set('assigned')} options={[{ value: 'me', label: t('Me') }]} />
          <FilterSelect id="applications-stage" label={t('Stage')} value={draft.stage} onChange={set('stage')} options={STAGES.map((s) => ({ value: s, label: t(STAGE_LABELS[s]) }))} />
          <FilterSelect id="applications-status" label={t('Status')} value={draft.status} onChange={set('status')} options={APPLICATION_STATUSES.map((s) => ({ value: s, label: statusText(s) }))} />
          <FilterSelect id="applications-step" label={t('Current step')} value={draft.step} onChange={set('step')} options={STEPS.map((s) => ({ value: s, label: stepText(s) }))} />
          <FilterSelect id="applications-emirate" label={t('Emirate')} value={draft.emirate} onChange={set('emirate')} options={EMIRATES.map((e) => ({ value: e, label: t(EMIRATE_LABELS[e]) }))} />
          <div className={styles.field}>
            <label htmlFor="applications-maid">{t('Maid id')}</label>
            <input id="applications-maid" type="text" inputMode="numeric" pattern="[0-9]*" value={draft.maid} onChange={set('maid')} className={own.short} />
          </div>
          <FilterSelect
            id="applications-nationality"
            label={t('Nationality')}
            value={draft.nationality}
            onChange={set('nationality')}
            options={(nationalities.data?.nationalities ?? []).map((n) => ({ value: n.id, label: n.label }))}
          />
          <div className={styles.field}>
            <label htmlFor="applications-from">{t('Made from')}</label>
            <input id="applications-from" type="date" value={draft.from} onChange={set('from')} />
          </div>
          <div className={styles.field}>
            <label htmlFor="applications-to">{t('Made until')}</label>
            <input id="applications-to" type="date" value={draft.to} onChange={set('to')} />
          </div>
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
      <section className={styles.panel} aria-labelledby="applications-list-title">
        <h2 id="applications-list-title">{list.data ? t('{n, plural, one {{n} application} other {{n} applications}}', { n: list.data.total }) : t('Applications')}</h2>
        <p className={styles.hint}>{t('Newest first. Days and times are Dubai time.')}</p>
        <Failure error={list.error} />
        {list.isPending && <p>{t('Loading…')}</p>}
        {list.data && list.data.applications.length === 0 && <p>{t('No application matches these filters.')}</p>}
        {list.data && list.data.applications.length > 0 && (
          <div className={`${styles.tableWrap} ${styles.fullWidth}`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Reference')}</th>
                  <th scope="col">{t('Made')}</th>
                  <th scope="col">{t('Status')}</th>
                  <th scope="col">{t('Stage')}</th>
                  <th scope="col">{t('Current step')}</th>
                  <th scope="col">{t('Assigned to')}</th>
                  <th scope="col">{t('Maid')}</th>
                  <th scope="col">{t('Client')}</th>
                  <th scope="col">{t('Emirate')}</th>
                  <th scope="col" className={own.number}>
                    {t('Monthly')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.applications.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <Link className={own.reference} to={`/admin/application?id=${a.id}`}>
                        {a.reference}
                      </Link>
                    </td>
                    <td className={own.nowrap}>{timeText(a.createdAt)}</td>
                    <td>
                      <span className={a.status === 'submitted' ? own.submitted : own.pending}>{statusText(a.status)}</span>
                    </td>
                    <td>{a.stage ? t(STAGE_LABELS[a.stage]) : '—'}</td>
                    <td>{stepText(a.currentStep)}</td>
                    <td className={own.assignee}>{a.assigneeEmail ?? '—'}</td>
                    <td>
                      <Link to={`/admin/applications?maid=${a.maidId}`} aria-label={t('Applications for {name}', { name: a.maidName })}>
                        {a.maidName}
                      </Link>
                      <span className={styles.hint}> · {a.nationality}</span>
                    </td>
                    <td>{a.clientName ?? (a.erased ? t('Erased') : '—')}</td>
                    <td>{emirateText(a.emirate)}</td>
                    <td className={`${own.number} ${own.nowrap}`}>{moneyText(a.monthlyTotalFils)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} onGo={(to) => void go(filter, to)} />
      </section>
    </>
  );
}
