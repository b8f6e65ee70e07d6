import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationState } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';
import type { SubmitStepResponse } from './submit-step';

/** 'Pay Online' by card, or bank details and direct debit. */
export function setPaymentMethod(appId: string, method: 'card' | 'bank', mobile: boolean) {
  return call<SubmitStepResponse>({
    method: 'POST',
    path: `/sales/application/${appId}/payment-method`,
    body: { sessionId: getSessionId(), mobile, method },
  });
}

export function useSetPaymentMethod(appId: string, mobile: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: 'card' | 'bank') => setPaymentMethod(appId, method, mobile),
    onSuccess: (response) => client.setQueryData<ApplicationState>(['application', appId], response.application),
  });
}
