import { useMutation } from '@tanstack/react-query';
import { addToShortlist as addToShortlistCall } from '../../../../shared/api/catalogue/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

export function addToShortlist(input: { housemaid: number; rank: number }): Promise<{ success: true }> {
  // The browser's list is the truth; a failed server copy is not worth interrupting the visitor.
  return api(addToShortlistCall, { query: { sessionId: getSessionId(), housemaid: input.housemaid, rank: input.rank } }, { silent: true });
}

export function useAddToShortlist() {
  return useMutation({ mutationFn: addToShortlist });
}
