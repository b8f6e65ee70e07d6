import { sendSms as sendSmsCall } from '../../../../shared/api/application/contracts';
import type { SendSmsBody } from '../../../../shared/api/application/schemas';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

export type SendSmsInput = Omit<SendSmsBody, 'sessionId'>;

/** SEND_SMS: the link that continues on the client's phone, or the spouse's signing link. */
export function sendSms(appId: string, input: SendSmsInput) {
  return api(sendSmsCall, { params: { id: appId }, body: { sessionId: getSessionId(), ...input } }, { silent: true });
}
