import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplication as getApplicationCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { applicationKeys } from './application-keys';

export function getApplication(appId: string, signal?: AbortSignal) {
  return api(getApplicationCall, { params: { id: appId }, query: { sessionId: getSessionId() } }, { signal, silent: true });
}

export const applicationQueryOptions = (appId: string | null) =>
  queryOptions({
    queryKey: applicationKeys.detail(appId),
    queryFn: ({ signal }) => getApplication(appId!, signal),
    enabled: appId !== null,
    staleTime: 0,
    retry: false,
  });

export function useApplication(appId: string | null, refetchInterval?: number) {
  return useQuery({ ...applicationQueryOptions(appId), refetchInterval });
}
