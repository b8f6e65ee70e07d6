import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParameterList } from '../../../../shared/api/site';
import { call } from '../../../lib/api-call';
import { LANDING_PARAMETER_CODES } from '../visa-timeline';

export function getSiteParameters(signal?: AbortSignal): Promise<ParameterList> {
  return call<ParameterList>({ path: '/public/parameter', params: { code: [...LANDING_PARAMETER_CODES] }, silent: true, signal });
}

export const siteParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['parameter', LANDING_PARAMETER_CODES],
    queryFn: ({ signal }) => getSiteParameters(signal),
    select: (list) => new Map(list.map((p) => [p.code, p.value])),
    staleTime: 10 * 60_000,
  });

export function useSiteParameters() {
  return useQuery(siteParametersQueryOptions());
}
