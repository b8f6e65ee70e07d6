import { useMutation } from '@tanstack/react-query';
import type { ApplicationState, CreateApplicationBody } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';

/** HIRE_MAID: the server reserves the maid and binds the application to this browser. */
export function createApplication(body: CreateApplicationBody): Promise<ApplicationState> {
  return call<ApplicationState>({ method: 'POST', path: '/sales/application/create', body, silent: true });
}

export function useCreateApplication() {
  return useMutation({ mutationFn: createApplication });
}
