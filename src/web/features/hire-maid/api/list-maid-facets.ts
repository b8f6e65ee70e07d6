import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMaidFacets } from '../../../../shared/api/catalogue/contracts';
import { api } from '../../../lib/api';
import { filterQuery, type ListMaidsFilters } from './list-maids';

/** How many maids each filter option would show, for the filters chosen so far. */
export const maidFacetsQueryOptions = (filters: ListMaidsFilters) =>
  queryOptions({
    queryKey: ['listmaidfacets', filters],
    queryFn: () => api(listMaidFacets, { query: filterQuery(filters) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMaidFacets(filters: ListMaidsFilters) {
  return useQuery(maidFacetsQueryOptions(filters));
}
