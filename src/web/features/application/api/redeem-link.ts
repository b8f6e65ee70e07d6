import type { ApplicationState } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

/** Opens a signed SMS link on this browser: the server grants it access to the application. */
export function redeemLink(token: string) {
  return call<ApplicationState>({
    method: 'POST',
    path: '/sales/application/link/redeem',
    body: { sessionId: getSessionId(), token },
    silent: true,
  });
}
