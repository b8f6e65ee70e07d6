import { redeemLink as redeemLinkCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** Opens a signed SMS link on this browser: the server grants it access to the application. */
export function redeemLink(token: string) {
  return api(redeemLinkCall, { body: { sessionId: getSessionId(), token } }, { silent: true });
}
