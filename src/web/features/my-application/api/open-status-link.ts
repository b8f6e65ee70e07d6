import { redeemLink } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** Opens the link of a stage SMS on this browser: the server grants it the application. */
export function openStatusLink(token: string) {
  return api(redeemLink, { body: { sessionId: getSessionId(), token } }, { silent: true });
}
