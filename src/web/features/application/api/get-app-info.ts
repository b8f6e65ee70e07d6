import { getAppInfo as getAppInfoCall } from '../../../../shared/api/application/contracts';
import { api } from '../../../lib/api';

/**
 * Where the application stands on the server (its current and previous steps); the caller handles
 * a failure. As in spec section 7 it names the application only: the access cookie identifies the browser.
 */
export function getAppInfo(appId: string) {
  return api(getAppInfoCall, { query: { id: appId } }, { silent: true });
}
