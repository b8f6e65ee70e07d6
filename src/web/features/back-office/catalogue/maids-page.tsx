import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminMaids, listAdminNationalities } from '../../../../shared/api/admin-catalogue/contracts';
import { MAID_STATUSES, type AdminMaid } from '../../../../shared/api/admin-catalogue/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Pager } from '../shared/pager';
import { Failure } from '../shared/failure';
import { FilterSelect } from '../shared/filter-select';
import { staffCall, useStaffSession } from '../shared/staff-api';
import { useUrlFilter } from '../shared/use-url-filter';
import { NeedsTranslation } from '../shared/localized-text-field';

const FILTERS = ['q', 'nationality', 'status', 'living', 'hidden'] as const;

/** The nationalities for the forms and filters; they rarely change. */
export const useNationalities = () => useQuery({ queryKey: ['admin', 'nationalities'], queryFn: () => staffCall(listAdminNationalities, {}), staleTime: 5 * 60_000 });

const livingText = (living: string) => (living === 'live_in' ? t('Live-in') : t('Live-out'));
const LIVING_OPTIONS = () => ['live_in', 'live_out'].map((value) => ({ value, label: livingText(value) }));

function StateText({ maid }: { maid: AdminMaid }) {
  const state = maid.status === 'available' ? t('Available') : maid.status === 'reserved' ? t('Reserved') : t('Hired');
  return (
    <>
      {state}
      {maid.hidden && <strong> · {t('hidden')}</strong>}
    </>
  );
}

/** /admin/maids: the catalogue for staff, searched and filtered on the server; the filters are in the URL. */
export function MaidsPage() {
  const { filter, page, draft, go, set, submit } = useUrlFilter(FILTERS);
  const { data: session } = useStaffSession();
  const canEdit = session?.staff.role === 'admin' || session?.staff.role === 'editor';
  const nationalities = useNationalities();
  const maids = useQuery({
    queryKey: ['admin', 'maids', filter, page],
    queryFn: () => {
      const query = Object.fromEntries(Object.entries({ ...filter, page }).filter(([, v]) => v !== ''));
      return staffCall(listAdminMaids, { query });
    },
    placeholderData: keepPreviousData,
  });
  const pages = maids.data ? Math.max(1, Math.ceil(maids.data.total / maids.data.pageSize)) : 1;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('Maids')}</h1>
        {canEdit && (
          <Link className={buttons.primary} to="/admin/maid">
            {t('Add a maid')}
          </Link>
        )}
      </div>
      <section className={styles.panel} aria-labelledby="maid-filter-title">
        <h2 id="maid-filter-title">{t('Find')}</h2>
        <form className={styles.row} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor="maid-q">{t('Name or id')}</label>
            <input id="maid-q" type="search" value={draft.q} onChange={set('q')} />
          </div>
          <FilterSelect
            id="maid-nationality"
            label={t('Nationality')}
            value={draft.nationality}
            onChange={set('nationality')}
            options={(nationalities.data?.nationalities ?? []).map((n) => ({ value: n.id, label: n.label }))}
          />
          <FilterSelect id="maid-status" label={t('Status')} value={draft.status} onChange={set('status')} options={MAID_STATUSES.map((v) => ({ value: v, label: t(v) }))} />
          <FilterSelect id="maid-living" label={t('Living')} value={draft.living} onChange={set('living')} options={LIVING_OPTIONS()} />
          <FilterSelect
            id="maid-hidden"
            label={t('On the site')}
            value={draft.hidden}
            onChange={set('hidden')}
            options={[
              { value: 'false', label: t('Shown') },
              { value: 'true', label: t('Hidden') },
            ]}
          />
          <button type="submit" className={buttons.primary}>
            {t('Show')}
          </button>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="maid-list-title">
        <h2 id="maid-list-title">{maids.data ? t('{n} maids', { n: maids.data.total }) : t('Maids')}</h2>
        <Failure error={maids.error} />
        {maids.isPending && <p>{t('Loading…')}</p>}
        {maids.data && maids.data.maids.length === 0 && <p>{t('No maid matches these filters.')}</p>}
        {maids.data && maids.data.maids.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Maid')}</th>
                  <th scope="col">{t('Nationality')}</th>
                  <th scope="col">{t('Age')}</th>
                  <th scope="col">{t('Living')}</th>
                  <th scope="col">{t('State')}</th>
                  <th scope="col">{t('Rank')}</th>
                </tr>
              </thead>
              <tbody>
                {maids.data.maids.map((maid) => (
                  <tr key={maid.id}>
                    <td>
                      <span className={styles.maidCell}>
                        {maid.posterURL ? <img src={maid.posterURL} alt="" width={36} height={64} loading="lazy" /> : <span className={styles.noPoster} aria-hidden="true" />}
                        <Link to={`/admin/maid?id=${maid.id}`}>{maid.name}</Link>
                        <span className={styles.hint}>#{maid.id}</span>
                        <NeedsTranslation text={maid.infoPhrases} />
                      </span>
                    </td>
                    <td>{maid.nationalityLabel}</td>
                    <td>{maid.age}</td>
                    <td>{livingText(maid.living)}</td>
                    <td>
                      <StateText maid={maid} />
                    </td>
                    <td>{maid.rank}</td>
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
