import { useQuery } from '@tanstack/react-query';
import { getMaidOffer } from '../../../../shared/api/offer/contracts';
import { api } from '../../../lib/api';

/** A maid and what hiring her costs now: the start screen shows it before anything is signed. */
export function useMaidOffer(maidId: number | null) {
  return useQuery({
    queryKey: ['maid-offer', maidId],
    queryFn: ({ signal }) => api(getMaidOffer, { query: { housemaidId: maidId! } }, { signal, silent: true }),
    enabled: maidId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
