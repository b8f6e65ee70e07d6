import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWhatsappConfig as getWhatsappConfigCall } from '../../shared/api/appsutils/contracts';
import type { WhatsappConfig, WhatsappConfigQuery } from '../../shared/api/appsutils/schemas';
import { api } from './api';

export interface WhatsappConfigOptions {
  /** No toast or site_error when it fails: the caller has a fallback (the header's button does). */
  silent?: boolean;
}

/** The WhatsApp number and prefilled message for a page, affiliate, product or maid. */
export function getWhatsappConfig(query: WhatsappConfigQuery, { silent = false }: WhatsappConfigOptions = {}, signal?: AbortSignal): Promise<WhatsappConfig> {
  return api(getWhatsappConfigCall, { query }, { silent, signal });
}

export const whatsappConfigQueryOptions = (query: WhatsappConfigQuery, options: WhatsappConfigOptions = {}) =>
  queryOptions({
    queryKey: ['whatsapp-config', query],
    // The abort signal only for a silent call: the request wrapper reports an aborted call as a
    // connection error toast.
    queryFn: ({ signal }) => getWhatsappConfig(query, options, options.silent ? signal : undefined),
    staleTime: 10 * 60_000,
  });

export function useWhatsappConfig(query: WhatsappConfigQuery, options: WhatsappConfigOptions = {}) {
  return useQuery(whatsappConfigQueryOptions(query, options));
}
