import { useQuery } from '@tanstack/react-query';
import { routes } from '../../../shared/public-routes';
import type { StaffWrittenPage } from '../../../shared/content/site-pages';
import { currentLanguage, t } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { contentPageQuery } from './api/content-page-query';
import { CONTENT_LINKS } from './content/content-links';
import { PageLoadFailure } from './page-load-failure';
import styles from './pages.module.css';

/**
 * A plain content page: a title, an intro and sections staff write in every language (issue 31),
 * then the calls to action. The navigation waited for its texts (the route's loader, and the
 * server's preload on a first visit), so it renders whole at once: nothing shifts.
 */
export function ContentPage({ page }: { page: StaffWrittenPage }) {
  const query = useQuery(contentPageQuery(routes[page].pageCode, currentLanguage()));
  if (query.isError) return <PageLoadFailure onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const content = query.data;
  if (!content) return <main className={styles.page} aria-busy="true" />;
  return (
    <main className={styles.page}>
      <h1>{content.title}</h1>
      <p className={styles.intro}>{content.intro}</p>
      {content.sections.map((section, i) => (
        <section key={i} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.actions}>
        {CONTENT_LINKS[page].map((link) => (
          <Link key={link.href} className={styles.action} to={link.href}>
            {t(link.label)}
          </Link>
        ))}
      </p>
    </main>
  );
}
