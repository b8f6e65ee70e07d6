import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

export function releaseMaid(input: { housemaid: number }): Promise<{ success: true }> {
  return call({
    path: '/sales/ccserviceapplication/releasemaid',
    silent: true,
    params: { sessionId: getSessionId(), housemaid: input.housemaid },
  });
}

export function useReleaseMaid() {
  return useMutation({ mutationFn: releaseMaid });
}
