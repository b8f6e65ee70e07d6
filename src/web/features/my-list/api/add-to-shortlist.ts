import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

export function addToShortlist(input: { housemaid: number; rank: number }): Promise<{ success: true }> {
  return call({
    path: '/sales/matchedvideos/addtoshortlist',
    // The browser's list is the truth; a failed server copy is not worth interrupting the visitor.
    silent: true,
    params: { sessionId: getSessionId(), housemaid: input.housemaid, rank: input.rank },
  });
}

export function useAddToShortlist() {
  return useMutation({ mutationFn: addToShortlist });
}
