import { useMutation } from '@tanstack/react-query';
import { releaseMaid as releaseMaidCall } from '../../../../shared/api/catalogue/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

export function releaseMaid(input: { housemaid: number }): Promise<{ success: true }> {
  return api(releaseMaidCall, { query: { sessionId: getSessionId(), housemaid: input.housemaid } }, { silent: true });
}

export function useReleaseMaid() {
  return useMutation({ mutationFn: releaseMaid });
}
