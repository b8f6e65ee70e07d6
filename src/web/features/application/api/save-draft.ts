import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

/** Keeps a form's unfinished input on the server so a reload loses nothing. */
export function saveDraft(appId: string, step: string, data: Record<string, string | number | boolean | null>) {
  return call<unknown>({
    method: 'PUT',
    path: `/sales/application/${appId}/drafts/${step}`,
    body: { sessionId: getSessionId(), data },
    silent: true,
  });
}
