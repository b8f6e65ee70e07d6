import { getFaq } from '../../../../shared/api/site-pages/contracts';
import type { Language } from '../../../../shared/tracking';
import { api } from '../../../lib/api';

/**
 * The FAQ's entries in the page's language (staff write them: issue 31). The URL names the
 * language, as the server's preload from the page's head does (src/server/web/data-preloads.ts),
 * so the first page uses that preload and each language is its own answer.
 */
export const faqQuery = (lang: Language) => ({
  queryKey: ['faq', lang] as const,
  queryFn: async () => (await api(getFaq, { query: { lang } })).entries,
  staleTime: 5 * 60_000,
});
