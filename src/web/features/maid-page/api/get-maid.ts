import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMaid as getMaidCall } from '../../../../shared/api/catalogue/contracts';
import type { MaidProfile } from '../../../../shared/api/catalogue/schemas';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

/** The id of a /maid/:id path, when it can be one: anything else is a page not found, without asking. */
export function maidIdOf(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Her page's data; null when the site does not show her (404). */
export async function getMaid(id: number): Promise<MaidProfile | null> {
  try {
    // Not found is an answer the page shows, not an error worth a toast.
    return (await api(getMaidCall, { query: { housemaid: id } }, { silent: true })).maid;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const maidQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: ['maid', id],
    queryFn: () => getMaid(id!),
    enabled: id !== undefined,
    staleTime: 60_000,
  });

export function useMaid(id: number | undefined) {
  return useQuery(maidQueryOptions(id));
}
