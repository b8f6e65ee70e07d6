import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session-id';

export function addToShortlist(input: { housemaid: number; rank: number }): Promise<{ success: true }> {
  return request({
    path: '/sales/matchedvideos/addtoshortlist',
    params: { sessionId: getSessionId(), housemaid: input.housemaid, rank: input.rank },
  });
}

export function useAddToShortlist() {
  return useMutation({ mutationFn: addToShortlist });
}
