import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getRemainingAvailableMaids as remainingCall } from '../../../../shared/api/catalogue/contracts';
import { MAIDS_MODE_KEY } from '../../../../shared/labels';
import { shouldRefresh } from '../../../../shared/my-list';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { session } from '../../../lib/storage';

export interface RemainingParams {
  housemaidIds: readonly number[];
  preferences: readonly number[];
}

export function getRemainingAvailableMaids(params: RemainingParams, signal?: AbortSignal) {
  const query = {
    housemaidIds: [...params.housemaidIds],
    sessionId: getSessionId(),
    preferences: [...params.preferences],
    maidsMode: session.get(MAIDS_MODE_KEY) ?? undefined,
  };
  return api(remainingCall, { query }, { signal });
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
