import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitStep as submitStepCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { applicationKeys } from './application-keys';

export function submitStep(appId: string, step: string, data: Record<string, unknown>, mobile: boolean) {
  return api(
    submitStepCall,
    { params: { id: appId, step }, body: { sessionId: getSessionId(), mobile, data } },
    // Refusals are shown at the form's fields, not as a toast.
    { silent: true },
  );
}

export function useSubmitStep(appId: string, step: string, mobile: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => submitStep(appId, step, data, mobile),
    onSuccess: (response) => client.setQueryData(applicationKeys.detail(appId), response.application),
  });
}
