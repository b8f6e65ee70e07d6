import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRemainingAvailableMaids } from '../../../../shared/api/catalogue/contracts';
import type { Housemaid } from '../../../../shared/api/catalogue/schemas';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/**
 * The maid a link names with maidId, if she is still available: asked through
 * getremainingavailablemaids with every allowed matching type, so the visitor's own tab choice
 * does not hide her.
 */
export async function getFeaturedMaid(maidId: number, matchingTypeIds: readonly number[], signal?: AbortSignal): Promise<Housemaid | null> {
  const result = await api(
    getRemainingAvailableMaids,
    { query: { housemaidIds: [maidId], sessionId: getSessionId(), preferences: [...matchingTypeIds] } },
    // A stale or mistyped maidId is not worth a toast; the page simply shows no featured maid.
    { silent: true, signal },
  );
  return result.availableMaids[0]?.housemaid ?? null;
}

export const featuredMaidQueryOptions = (maidId: number | undefined, matchingTypeIds: readonly number[]) =>
  queryOptions({
    queryKey: ['featuredmaid', maidId, matchingTypeIds],
    queryFn: ({ signal }) => getFeaturedMaid(maidId!, matchingTypeIds, signal),
    enabled: maidId !== undefined && matchingTypeIds.length > 0,
    staleTime: 60_000,
  });

export function useFeaturedMaid(maidId: number | undefined, matchingTypeIds: readonly number[]) {
  return useQuery(featuredMaidQueryOptions(maidId, matchingTypeIds));
}
