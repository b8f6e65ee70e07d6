import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getStaffSession, signIn, signOut } from '../../../../shared/api/admin/contracts';
import type { StaffSession } from '../../../../shared/api/admin/schemas';
import { urlOf, type CallInput, type CallResult, type Contract } from '../../../../shared/api/contract';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

/** The token of the last session answer, sent with every call that changes something. */
let csrfToken = '';

/** What the frame does when a call finds the session ended (30 idle minutes, signed out elsewhere). */
let onSessionEnded: () => void = () => {};
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

/**
 * A back-office call: silent (each screen shows its own errors), with the session's CSRF token.
 * A session answer (sign-in, password, authenticator) renews the token.
 */
export async function staffCall<C extends Contract>(contract: C, input: CallInput<C>): Promise<CallResult<C>> {
  let result: CallResult<C>;
  try {
    result = await api(contract, input, { silent: true, headers: contract.method === 'GET' ? {} : { 'x-csrf-token': csrfToken } });
  } catch (err) {
    // Sign-in and the session read answer 401 as their normal way of saying "nobody signed in".
    const saysWhoIsIn = (contract as Contract) === signIn || (contract as Contract) === getStaffSession;
    if (err instanceof ApiError && err.status === 401 && !saysWhoIsIn) onSessionEnded();
    throw err;
  }
  const token = (result as { csrfToken?: unknown } | undefined)?.csrfToken;
  if (typeof token === 'string') csrfToken = token;
  return result;
}

export const SESSION_KEY = ['staff-session'] as const;

/** Who is signed in: null when nobody is (401). */
export function useStaffSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<StaffSession | null> => {
      try {
        return await staffCall(getStaffSession, {});
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** Puts a new session answer (or none) in the cache: the frame follows it. */
export function useSetSession() {
  const client = useQueryClient();
  return (session: StaffSession | null) => client.setQueryData(SESSION_KEY, session);
}

export class SecondFactorRequired extends Error {}

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; code?: string }) => {
      try {
        return await staffCall(signIn, { body: input });
      } catch (err) {
        const body = err instanceof ApiError ? (err.body as { secondFactor?: string } | undefined) : undefined;
        if (body?.secondFactor === 'required') throw new SecondFactorRequired(err instanceof Error ? err.message : '');
        throw err;
      }
    },
    onSuccess: setSession,
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(signOut, {}),
    // Whatever the answer, this browser forgets the session and everything read with it.
    onSettled: () => {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      client.setQueryData(SESSION_KEY, null);
    },
  });
}

/** A call's failure in words for the screen; 401 means the session ended. */
export function failureText(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';
}

/**
 * Sends one file as multipart/form-data (the field "file") with the session's CSRF token,
 * reporting the share sent so far: fetch cannot tell upload progress, XMLHttpRequest can.
 */
export function uploadWithProgress<C extends Contract>(
  contract: C,
  params: Record<string, string | number>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CallResult<C>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(contract.method, urlOf(contract, params));
    xhr.setRequestHeader('x-csrf-token', csrfToken);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new Error('The connection was lost during the upload. Check the network and send the file again.'));
    xhr.onload = () => {
      let body: { error?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { error?: string };
      } catch {
        body = undefined;
      }
      if (xhr.status === 401) onSessionEnded();
      if (xhr.status >= 200 && xhr.status < 300 && !body?.error) resolve(body as CallResult<C>);
      else reject(new Error(body?.error || `The upload failed (status ${xhr.status}). Please try again.`));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
