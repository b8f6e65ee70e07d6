import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session-id';

export function releaseMaid(input: { housemaid: number }): Promise<{ success: true }> {
  return request({
    path: '/sales/ccserviceapplication/releasemaid',
    params: { sessionId: getSessionId(), housemaid: input.housemaid },
  });
}

export function useReleaseMaid() {
  return useMutation({ mutationFn: releaseMaid });
}
