import type { z } from 'zod';
import type { sendSmsResponseSchema } from '../../../../shared/api/application-calls';
import { call } from '../../../lib/api-call';
import { getSessionId } from '../../../lib/session-id';

export type SendSmsResponse = z.infer<typeof sendSmsResponseSchema>;

export interface SendSmsInput {
  phone: string;
  mobile: boolean;
  maidId?: number;
  preferences?: number[];
  additionalQueryParams: Record<string, string>;
}

/** SEND_SMS: the link that continues on the client's phone, or the spouse's signing link. */
export function sendSms(appId: string, input: SendSmsInput) {
  return call<SendSmsResponse>({
    method: 'POST',
    path: `/sales/application/${appId}/sms`,
    body: { sessionId: getSessionId(), ...input },
    silent: true,
  });
}
