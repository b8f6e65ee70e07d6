import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookInterview, cancelInterview, getInterview, listFreeInterviewSlots, moveInterview } from '../../../shared/api/interviews/contracts';
import type { FamilyInterview, FreeSlot } from '../../../shared/api/interviews/schemas';
import type { InterviewWay } from '../../../shared/interviews/states';
import type { Language } from '../../../shared/tracking';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { getSessionId } from '../../lib/session-id';

/**
 * The family's interview calls (docs/api/interviews.md). Every call is silent: the sheet and the
 * page show the failures where they happened. The captcha still opens (the request wrapper asks it
 * even of silent calls) and its right answer sends the booking again.
 */

const keys = { slots: (maidId: number) => ['interview-slots', maidId] as const, call: (token: string) => ['interview-call', token] as const };

/** The times still free for a call with her, soonest first. */
export const useFreeSlots = (maidId: number) =>
  useQuery({
    queryKey: keys.slots(maidId),
    queryFn: ({ signal }) => api(listFreeInterviewSlots, { query: { maidId } }, { signal, silent: true }),
    retry: false,
  });

export interface BookingInput {
  maidId: number;
  slotId: number;
  way: InterviewWay;
  phone: string;
  language: Language;
}

export const useBookInterview = () =>
  useMutation({ mutationFn: (body: BookingInput) => api(bookInterview, { body: { ...body, sessionId: getSessionId() } }, { silent: true }) });

/** The call behind a family's link. */
export const useInterview = (token: string) =>
  useQuery({
    queryKey: keys.call(token),
    queryFn: ({ signal }) => api(getInterview, { params: { token } }, { signal, silent: true }),
    retry: false,
  });

/** Cancel or move the call; the page shows the call as the server answers it. */
export function useChangeInterview(token: string) {
  const client = useQueryClient();
  const onSuccess = (call: FamilyInterview) => {
    client.setQueryData(keys.call(token), call);
    void client.invalidateQueries({ queryKey: keys.slots(call.maid.id) });
  };
  return {
    cancel: useMutation({ mutationFn: () => api(cancelInterview, { params: { token } }, { silent: true }), onSuccess }),
    move: useMutation({ mutationFn: (slotId: number) => api(moveInterview, { params: { token }, body: { slotId } }, { silent: true }), onSuccess }),
  };
}

/** The nearest free times of a 409 "taken meanwhile"; undefined for any other failure (she is no longer available: no times). */
export function freeSlotsOf(error: unknown): FreeSlot[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const slots = (error.body as { freeSlots?: FreeSlot[] } | undefined)?.freeSlots;
  return Array.isArray(slots) ? slots : undefined;
}
