import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPaymentMethod as setPaymentMethodCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { applicationKeys } from './application-keys';

/** 'Pay Online' by card, or bank details and direct debit. */
export function setPaymentMethod(appId: string, method: 'card' | 'bank', mobile: boolean) {
  return api(setPaymentMethodCall, { params: { id: appId }, body: { sessionId: getSessionId(), mobile, method } });
}

export function useSetPaymentMethod(appId: string, mobile: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: 'card' | 'bank') => setPaymentMethod(appId, method, mobile),
    onSuccess: (response) => client.setQueryData(applicationKeys.detail(appId), response.application),
  });
}
