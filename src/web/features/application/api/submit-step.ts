import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApplicationState, submitStepResponseSchema } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

export type SubmitStepResponse = z.infer<typeof submitStepResponseSchema>;

export function submitStep(appId: string, step: string, data: Record<string, unknown>, mobile: boolean) {
  return call<SubmitStepResponse>({
    method: 'POST',
    path: `/sales/application/${appId}/steps/${step}`,
    body: { sessionId: getSessionId(), mobile, data },
    // Refusals are shown at the form's fields, not as a toast.
    silent: true,
  });
}

export function useSubmitStep(appId: string, step: string, mobile: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => submitStep(appId, step, data, mobile),
    onSuccess: (response) => client.setQueryData<ApplicationState>(['application', appId], response.application),
  });
}
