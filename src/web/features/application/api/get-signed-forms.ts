import { useQuery } from '@tanstack/react-query';
import { getSignedForms } from '../../../../shared/api/offer/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { applicationKeys } from './application-keys';

/** The full text of the mandate and of each monthly payment form: what is read above each signature pad. */
export function useSignedForms(appId: string) {
  return useQuery({
    queryKey: [...applicationKeys.detail(appId), 'signed-forms'],
    queryFn: ({ signal }) => api(getSignedForms, { params: { id: appId }, query: { sessionId: getSessionId() } }, { signal, silent: true }),
    staleTime: 0,
    retry: false,
  });
}
