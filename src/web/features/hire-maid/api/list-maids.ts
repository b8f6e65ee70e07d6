import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listMaids as listMaidsCall } from '../../../../shared/api/catalogue/contracts';
import type { ListMaidsResponse, Living } from '../../../../shared/api/catalogue/schemas';
import type { Religion } from '../../../../shared/catalogue/religions';
import type { MaidFilters } from '../../../../shared/catalogue/maid-filters';
import { api } from '../../../lib/api';

/** Cards per page: two screens on a phone, two rows of three or four on a desktop. */
export const PAGE_SIZE = 12;

export interface ListMaidsFilters extends MaidFilters {
  matchingType?: number;
  living?: Living;
  nanny: boolean;
}

/** The list's filters as the listmaids and listmaidfacets calls take them. */
export function filterQuery(filters: ListMaidsFilters) {
  return {
    matchingType: filters.matchingType,
    living: filters.living,
    nanny: filters.nanny || undefined,
    language: filters.language,
    religion: filters.religion as Religion | undefined,
    ageMin: filters.ageMin,
    ageMax: filters.ageMax,
    experienceMin: filters.experienceMin,
    skills: filters.skills && filters.skills.length > 0 ? filters.skills.join(',') : undefined,
  };
}

export function listMaids(filters: ListMaidsFilters, page: number, signal?: AbortSignal): Promise<ListMaidsResponse> {
  return api(
    listMaidsCall,
    { query: { ...filterQuery(filters), page, pageSize: PAGE_SIZE } },
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
