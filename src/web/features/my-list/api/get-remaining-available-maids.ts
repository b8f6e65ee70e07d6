import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RemainingAvailableMaids } from '../../../../shared/api/catalogue';
import { MAIDS_MODE_KEY } from '../../../../shared/labels';
import { shouldRefresh } from '../../../../shared/my-list';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';
import { session } from '../../../lib/storage';

export interface RemainingParams {
  housemaidIds: readonly number[];
  preferences: readonly number[];
}

export function getRemainingAvailableMaids(params: RemainingParams, signal?: AbortSignal) {
  return call<RemainingAvailableMaids>({
    path: '/sales/ccserviceapplication/getremainingavailablemaids',
    params: {
      housemaidIds: [...params.housemaidIds],
      sessionId: getSessionId(),
      preferences: [...params.preferences],
      maidsMode: session.get(MAIDS_MODE_KEY) ?? undefined,
    },
    signal,
  });
}

export const remainingAvailableMaidsQueryOptions = (params: RemainingParams) =>
  queryOptions({
    queryKey: ['remainingavailablemaids', params.housemaidIds, params.preferences],
    // No abort signal: the request wrapper reports an aborted call as a connection error toast.
    queryFn: () => getRemainingAvailableMaids(params),
    // Spec section 4: nothing to ask without saved ids or without preferences.
    enabled: shouldRefresh(params.housemaidIds, params.preferences),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useRemainingAvailableMaids(params: RemainingParams) {
  return useQuery(remainingAvailableMaidsQueryOptions(params));
}
