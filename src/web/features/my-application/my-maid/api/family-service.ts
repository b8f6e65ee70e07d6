import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../../../shared/api/service/contracts';
import type { FamilyService } from '../../../../../shared/api/service/schemas';
import type { ProblemCategory, ReplacementReason } from '../../../../../shared/service/states';
import { api } from '../../../../lib/api';
import { getSessionId } from '../../../../lib/session-id';

/** My maid's calls (docs/api/service.md). Failures are the caller's to show: every call is silent. */

const serviceKey = (appId: string) => ['family-service', appId] as const;

/** The service, or a 404 before the maid has arrived (the section then shows nothing). */
export const useFamilyService = (appId: string) =>
  useQuery({
    queryKey: serviceKey(appId),
    queryFn: ({ signal }) => api(calls.getFamilyService, { params: { id: appId }, query: { sessionId: getSessionId() } }, { signal, silent: true }),
    retry: false,
  });

/** A call whose answer is the service: the page shows it at once. */
function useServiceChange<I>(appId: string, send: (input: I) => Promise<FamilyService>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (service) => client.setQueryData(serviceKey(appId), service),
  });
}

export interface ReplacementInput {
  idempotencyKey: string;
  reason: ReplacementReason;
  details: string;
  newMaidId: number | null;
}

export const useRequestReplacement = (appId: string) =>
  useServiceChange(appId, (body: ReplacementInput) =>
    api(calls.requestReplacement, { params: { id: appId }, body: { sessionId: getSessionId(), ...body } }, { silent: true }),
  );

export const useConfirmArrival = (appId: string) =>
  useServiceChange(appId, (requestId: string) => api(calls.confirmReplacementArrival, { params: { id: appId, requestId }, body: { sessionId: getSessionId() } }, { silent: true }));

export const useReportProblem = (appId: string) =>
  useServiceChange(appId, (body: { idempotencyKey: string; category: ProblemCategory; details: string }) =>
    api(calls.reportProblem, { params: { id: appId }, body: { sessionId: getSessionId(), ...body } }, { silent: true }),
  );

/** What cancelling now means; read afresh each time the family opens the cancellation. */
export const useCancellationQuote = (appId: string) =>
  useQuery({
    queryKey: ['service-cancellation', appId],
    queryFn: ({ signal }) => api(calls.getCancellationQuote, { params: { id: appId }, query: { sessionId: getSessionId() } }, { signal, silent: true }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** The code by SMS; a captcha may come first (the site's captcha dialog, then the call again). */
export const useSendCancellationCode = (appId: string) =>
  useMutation({ mutationFn: () => api(calls.sendCancellationCode, { params: { id: appId }, body: { sessionId: getSessionId() } }, { silent: true }) });

export const useCancelService = (appId: string) =>
  useServiceChange(appId, (code: string) => api(calls.cancelService, { params: { id: appId }, body: { sessionId: getSessionId(), code } }, { silent: true }));
