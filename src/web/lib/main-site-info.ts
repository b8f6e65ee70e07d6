import type { QueryClient } from '@tanstack/react-query';
import { getMainCcSiteInfo, MAIN_SITE_INFO_QUERY } from '../../shared/api/catalogue/contracts';
import type { MainSiteInfo } from '../../shared/api/catalogue/schemas';
import { api } from './api';
import { setSiteContact } from './site-config';

export const mainSiteInfoQuery = {
  queryKey: ['main-site-info'] as const,
  queryFn: async (): Promise<MainSiteInfo> => {
    const info = await api(getMainCcSiteInfo, { query: MAIN_SITE_INFO_QUERY }, { silent: true });
    setSiteContact(info.siteConfig.ccSiteConfig);
    return info;
  },
  staleTime: 5 * 60_000,
};

/**
 * A route loader guarding a page with the main site info (spec section 8): when the call fails,
 * navigation to a blocking page (hire-maid) fails with the error, which the route's error element
 * shows; other pages load without it (the loader gives null).
 */
export function mainSiteInfoGuard(queryClient: QueryClient, options: { block: boolean }) {
  return async (): Promise<MainSiteInfo | null> => {
    try {
      return await queryClient.ensureQueryData(mainSiteInfoQuery);
    } catch (error) {
      if (options.block) throw error;
      return null;
    }
  };
}
