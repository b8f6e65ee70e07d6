import { requestExistingClientCode as codeCall, verifyExistingClient as verifyCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** A returning client asks for a code by SMS; the answer is the same whether or not the number is on file. */
export function requestExistingClientCode(appId: string, phone: string) {
  return api(codeCall, { params: { id: appId }, body: { sessionId: getSessionId(), phone } }, { silent: true });
}

/** The code copies the documents on file into this application. */
export function verifyExistingClient(appId: string, otp: string) {
  return api(verifyCall, { params: { id: appId }, body: { sessionId: getSessionId(), otp } }, { silent: true });
}
