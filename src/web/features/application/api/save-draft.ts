import { saveDraft as saveDraftCall } from '../../../../shared/api/application/contracts';
import type { DraftValues } from '../../../../shared/api/application/schemas';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

/** Keeps a form's unfinished input on the server so a reload loses nothing. */
export function saveDraft(appId: string, step: string, data: DraftValues) {
  return api(saveDraftCall, { params: { id: appId, step }, body: { sessionId: getSessionId(), data } }, { silent: true });
}
