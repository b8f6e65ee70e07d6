import { useQuery } from '@tanstack/react-query';
import { applyLabels, type LabelOptions } from '../../../shared/labels';
import { currentLanguage } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { PageLoadFailure } from '../pages/page-load-failure';
import { faqQuery } from './api/faq-query';
import styles from './faq.module.css';

/**
 * Questions and answers about hiring (spec route /hire-maid/faq), written by staff in every
 * language (issue 31). In nanny mode each entry shows its nanny wording; English then also
 * follows the page's other labels (v_nfts), as label() does.
 */
export function Faq({ label, labels }: { label: (text: string, vars?: Record<string, string | number>) => string; labels: LabelOptions }) {
  const lang = currentLanguage();
  const query = useQuery(faqQuery(lang));
  if (query.isError) return <PageLoadFailure onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const nanny = labels.singular !== 'maid';
  const shown = (maid: string, nannyWording: string) => {
    const text = nanny ? nannyWording : maid;
    return lang === 'en' ? applyLabels(text, labels) : text;
  };
  return (
    <main className={styles.page} aria-busy={query.isPending || undefined}>
      <h1 className={styles.title}>{label('Hiring a maid: questions and answers')}</h1>
      <div className={styles.list}>
        {query.data?.map((e) => (
          <details key={e.id} className={styles.item}>
            <summary className={styles.question}>{shown(e.question, e.nannyQuestion)}</summary>
            <p className={styles.answer}>{shown(e.answer, e.nannyAnswer)}</p>
          </details>
        ))}
      </div>
      <Link to="/hire-maid" className={styles.cta}>
        {label('See the maids available now')}
      </Link>
    </main>
  );
}
