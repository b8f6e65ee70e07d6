import { getContentPage } from '../../../../shared/api/site-pages/contracts';
import type { Language } from '../../../../shared/tracking';
import { api } from '../../../lib/api';

/**
 * A content page's texts in the page's language (staff write them: issue 31). The URL names the
 * language, as the server's preload from the page's head does (src/server/web/data-preloads.ts).
 */
export const contentPageQuery = (pageCode: string, lang: Language) => ({
  queryKey: ['content-page', pageCode, lang] as const,
  queryFn: () => api(getContentPage, { params: { pageCode }, query: { lang } }),
  staleTime: 5 * 60_000,
});
