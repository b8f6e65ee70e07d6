import { QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MainSiteInfo } from '../../shared/api/catalogue/schemas';
import { mainSiteInfoQuery } from '../lib/main-site-info';
import { setSiteContact } from '../lib/site-config';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** The id of the script that carries a server-rendered page's data (src/web/entry-server.tsx). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The data a server-rendered page was rendered with goes into the page's cache before anything
 * reads it, so hydration renders the same and no call asks for it again. It counts as just read:
 * the server's page cache is cleared whenever it changes (src/server/web/ssr/page-cache.ts).
 */
function seedFromServer(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return;
  // setQueryData rather than TanStack's hydrate(): the same result for answered queries (the only
  // ones the server sends), without hydrate's code on every first load.
  const state = JSON.parse(script.textContent) as DehydratedState;
  for (const { queryKey, state: query } of state.queries) if (query.status === 'success') client.setQueryData(queryKey, query.data);
  // What the main site info's call does when it answers (main-site-info.ts).
  const info = client.getQueryData<MainSiteInfo>(mainSiteInfoQuery.queryKey);
  if (info) setSiteContact(info.siteConfig.ccSiteConfig);
}
seedFromServer(queryClient);

export function Providers({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
