import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listMaids as listMaidsCall } from '../../../../shared/api/catalogue/contracts';
import type { ListMaidsResponse, Living } from '../../../../shared/api/catalogue/schemas';
import { api } from '../../../lib/api';

/** Cards per page: two screens on a phone, two rows of three or four on a desktop. */
export const PAGE_SIZE = 12;

export interface ListMaidsFilters {
  matchingType?: number;
  living?: Living;
  nanny: boolean;
}

export function listMaids(filters: ListMaidsFilters, page: number, signal?: AbortSignal): Promise<ListMaidsResponse> {
  return api(
    listMaidsCall,
    { query: { matchingType: filters.matchingType, living: filters.living, nanny: filters.nanny || undefined, page, pageSize: PAGE_SIZE } },
    { signal },
  );
}

export const listMaidsQueryOptions = (filters: ListMaidsFilters, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['listmaids', filters],
    // No abort signal: the request wrapper reports an aborted call as a connection error toast.
    queryFn: ({ pageParam }) => listMaids(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useListMaids(filters: ListMaidsFilters, enabled = true) {
  return useInfiniteQuery(listMaidsQueryOptions(filters, enabled));
}
