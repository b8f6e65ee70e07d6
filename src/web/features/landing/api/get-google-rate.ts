import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGoogleRate as getGoogleRateCall } from '../../../../shared/api/catalogue/contracts';
import type { GoogleRate } from '../../../../shared/api/catalogue/schemas';
import { api } from '../../../lib/api';

export function getGoogleRate(signal?: AbortSignal): Promise<GoogleRate> {
  // The rating is decoration: without it the landing page still does its job.
  return api(getGoogleRateCall, {}, { silent: true, signal });
}

export const googleRateQueryOptions = () =>
  queryOptions({ queryKey: ['googlerate'], queryFn: ({ signal }) => getGoogleRate(signal), staleTime: 30 * 60_000 });

export function useGoogleRate() {
  return useQuery(googleRateQueryOptions());
}
