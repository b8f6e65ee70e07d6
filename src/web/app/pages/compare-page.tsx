import { useQuery } from '@tanstack/react-query';
import { MIN_COMPARED, compareHref, parseCompareIds } from '../../../shared/catalogue/compare-ids';
import { useLabels } from '../../components/header/use-labels';
import { CompareColumns, compareStyles as styles } from '../../features/compare';
import { getMaid } from '../../features/maid-page/api/get-maid';
import { t } from '../../lib/i18n';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import type { PagesOf } from '../page-modules';
import { hireHref, trackHire } from './hire-actions';

/** /my-list/compare?ids=…: two to four maids of My List side by side. */
function ComparePage() {
  const { label } = useLabels();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  // One query for all of them (useQueries would add its observer to every page's first load).
  const compared = useQuery({ queryKey: ['compare', ids], queryFn: () => Promise.all(ids.map(getMaid)), staleTime: 60_000 });
  const loading = compared.isPending;
  // A maid no longer shown (null) drops out of the comparison without a word.
  const maids = (compared.data ?? []).flatMap((m) => (m ? [m] : []));

  const drop = (id: number) => {
    const rest = ids.filter((x) => x !== id);
    void navigate(rest.length > 0 ? compareHref(rest) : '/shortlisted-maids', { replace: true });
  };

  return (
    <main className={styles.page} aria-busy={loading}>
      <div className={styles.head}>
        <h1 className={styles.title}>{label('Compare maids')}</h1>
        <Link className={styles.back} to="/shortlisted-maids">
          {t('Back to My List')}
        </Link>
      </div>
      {loading ? null : maids.length < MIN_COMPARED ? (
        <p className={styles.empty}>{label('Save at least two maids to My List to compare them side by side.')}</p>
      ) : (
        <CompareColumns maids={maids} hireHref={(id) => hireHref(id, true)} onHire={(m) => trackHire(m.id, true, m.rank)} onDrop={drop} />
      )}
    </main>
  );
}

export const pages: PagesOf<'compare-page'> = { compare: ComparePage };
