import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MainSiteInfo } from '../../../../shared/api/site';
import { request } from '../../../lib/api-client';

/** The site's main info with the matching types, which are the hire-maid page's tabs. */
export function getMainSiteInfo(params: { affiliateEvent?: string }, signal?: AbortSignal): Promise<MainSiteInfo> {
  return request<MainSiteInfo>({
    path: '/sales/ccserviceapplication/getmainccsiteinfo',
    params: { returnMatchingTypes: true, affiliateEvent: params.affiliateEvent },
    signal,
  });
}

export const mainSiteInfoQueryOptions = (params: { affiliateEvent?: string } = {}) =>
  queryOptions({
    queryKey: ['mainccsiteinfo', 'matchingTypes', params],
    queryFn: ({ signal }) => getMainSiteInfo(params, signal),
    staleTime: 5 * 60_000,
  });

export function useMainSiteInfo(params: { affiliateEvent?: string } = {}) {
  return useQuery(mainSiteInfoQueryOptions(params));
}
