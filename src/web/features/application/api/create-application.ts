import { useMutation } from '@tanstack/react-query';
import { createApplication as createApplicationCall } from '../../../../shared/api/application/contracts';
import type { CreateApplicationBody } from '../../../../shared/api/application/schemas';
import { api } from '../../../lib/api';

/** HIRE_MAID: the server reserves the maid and binds the application to this browser. */
export function createApplication(body: CreateApplicationBody) {
  return api(createApplicationCall, { body }, { silent: true });
}

export function useCreateApplication() {
  return useMutation({ mutationFn: createApplication });
}
