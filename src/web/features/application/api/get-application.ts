import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationState } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

export function getApplication(appId: string, signal?: AbortSignal): Promise<ApplicationState> {
  return call<ApplicationState>({ path: `/sales/application/${appId}`, params: { sessionId: getSessionId() }, signal, silent: true });
}

export const applicationQueryOptions = (appId: string | null) =>
  queryOptions({
    queryKey: ['application', appId],
    queryFn: ({ signal }) => getApplication(appId!, signal),
    enabled: appId !== null,
    staleTime: 0,
    retry: false,
  });

export function useApplication(appId: string | null, refetchInterval?: number) {
  return useQuery({ ...applicationQueryOptions(appId), refetchInterval });
}
