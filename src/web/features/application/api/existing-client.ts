import type { ApplicationState } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

/** A returning client asks for a code by SMS; the answer is the same whether or not the number is on file. */
export function requestExistingClientCode(appId: string, phone: string) {
  return call<{ sent: true }>({
    method: 'POST',
    path: `/sales/application/${appId}/existing-client/code`,
    body: { sessionId: getSessionId(), phone },
    silent: true,
  });
}

/** The code copies the documents on file into this application. */
export function verifyExistingClient(appId: string, otp: string) {
  return call<ApplicationState>({
    method: 'POST',
    path: `/sales/application/${appId}/existing-client/verify`,
    body: { sessionId: getSessionId(), otp },
    silent: true,
  });
}
