import { useQuery } from '@tanstack/react-query';
import { listContentPages } from '../../../../shared/api/admin-pages/contracts';
import { contentPageRoute } from '../../../../shared/content/site-pages';
import { routes } from '../../../../shared/routes';
import { t } from '../../../lib/i18n';
import { productSlug } from '../../../lib/site-meta';
import { Link } from '../../../lib/router';
import { Failure } from '../shared/failure';
import { NeedsTranslation } from '../shared/localized-text-field';
import { staffCall } from '../shared/staff-api';
import { textsOf } from './page-translation';
import own from './site-pages.module.css';

export const CONTENT_PAGES_KEY = ['admin', 'content-pages'] as const;

/** The site path of a content page's code (welcome-to-{product} with the configured product). */
export const pathOfPage = (pageCode: string) => {
  const id = contentPageRoute(pageCode);
  return id ? routes[id].path.replace(':product', productSlug()) : '';
};

/** /admin/pages: the content pages whose texts staff write, each marked while a language is missing. */
export function ContentPagesPage() {
  const pages = useQuery({ queryKey: CONTENT_PAGES_KEY, queryFn: () => staffCall(listContentPages, {}) });
  return (
    <>
      <h1>{t('Content pages')}</h1>
      <p>{t('The texts of the site’s information pages, in every language. Families read each page in their language; where a text is empty they read its English. The buttons at the end of each page are fixed.')}</p>
      <Failure error={pages.error} />
      {pages.isPending ? (
        <p>{t('Loading…')}</p>
      ) : (
        <ul className={own.list} aria-label={t('Content pages')}>
          {pages.data?.pages.map((page) => (
            <li key={page.pageCode} className={own.card}>
              <h2>
                <Link to={`/admin/page?code=${page.pageCode}`}>{page.title.en}</Link>
              </h2>
              <p className={own.marks}>
                <code>{pathOfPage(page.pageCode)}</code>
                <NeedsTranslation text={textsOf(page)} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
