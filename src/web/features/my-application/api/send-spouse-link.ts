import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendSpouseLinkAgain } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** The spouse's signing link sent again; the status page then reads when it went. */
export function useSendSpouseLink(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(sendSpouseLinkAgain, { params: { id: appId }, body: { sessionId: getSessionId() } }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['application-status', appId] }),
  });
}
