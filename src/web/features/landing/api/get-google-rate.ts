import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleRate } from '../../../../shared/api/catalogue';
import { call } from '../../../lib/api-call';

export function getGoogleRate(signal?: AbortSignal): Promise<GoogleRate> {
  // The rating is decoration: without it the landing page still does its job.
  return call<GoogleRate>({ path: '/sales/matchedvideos/getgooglerate', silent: true, signal });
}

export const googleRateQueryOptions = () =>
  queryOptions({ queryKey: ['googlerate'], queryFn: ({ signal }) => getGoogleRate(signal), staleTime: 30 * 60_000 });

export function useGoogleRate() {
  return useQuery(googleRateQueryOptions());
}
