import { getAppInfo as getAppInfoCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** Where the application stands on the server (its current and previous steps); the caller handles a failure. */
export function getAppInfo(appId: string) {
  return api(getAppInfoCall, { query: { id: appId, sessionId: getSessionId() } }, { silent: true });
}
