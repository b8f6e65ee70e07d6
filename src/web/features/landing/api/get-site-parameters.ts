import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParameters } from '../../../../shared/api/public/contracts';
import type { ParameterList } from '../../../../shared/api/public/schemas';
import { api } from '../../../lib/api';
import { LANDING_PARAMETER_CODES } from '../visa-timeline';

export function getSiteParameters(signal?: AbortSignal): Promise<ParameterList> {
  return api(getParameters, { query: { code: [...LANDING_PARAMETER_CODES] } }, { silent: true, signal });
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
