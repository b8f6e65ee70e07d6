import { releaseMaid } from '../../../../shared/api/catalogue/contracts';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** Back from the first step: the spec's releasemaid ends this browser's reservation of the maid; My List keeps her. */
export function releaseReservation(housemaid: number): Promise<{ success: true }> {
  return api(releaseMaid, { query: { sessionId: getSessionId(), housemaid, keepInMyList: true } }, { silent: true });
}
