import { useQuery } from '@tanstack/react-query';
import { getPhoneLinkQr } from '../../../../shared/api/application/contracts';
import type { PhoneLinkQrBody } from '../../../../shared/api/application/schemas';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { applicationKeys } from './application-keys';

export type PhoneLinkQrInput = Omit<PhoneLinkQrBody, 'sessionId'>;

/** Desktop SEND_SMS: the phone link as a QR code, drawn by the server (no QR library in the page). */
export function phoneLinkQrQueryOptions(appId: string, input: PhoneLinkQrInput) {
  return {
    queryKey: [...applicationKeys.detail(appId), 'phone-link-qr'] as const,
    queryFn: () => api(getPhoneLinkQr, { params: { id: appId }, body: { sessionId: getSessionId(), ...input } }, { silent: true }),
    // The server keeps the link until a phone opens it; asking again on focus would only repeat it.
    staleTime: Infinity,
    retry: 1,
  };
}

export function usePhoneLinkQr(appId: string, input: PhoneLinkQrInput) {
  return useQuery(phoneLinkQrQueryOptions(appId, input));
}
