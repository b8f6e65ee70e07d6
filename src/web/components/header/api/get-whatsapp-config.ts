import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsappConfig } from '../../../../shared/api/site';
import { call } from '../../../lib/api-call';

export interface WhatsappConfigParams {
  isForLandingPage: boolean;
  affiliateEventCode?: string;
  maidId?: number;
}

export function getWhatsappConfig(params: WhatsappConfigParams, signal?: AbortSignal): Promise<WhatsappConfig> {
  return call<WhatsappConfig>({
    path: '/sales/appsutils/getwhatsappconfig',
    // Without it the button still works: it falls back to the /whatsapp-us page.
    silent: true,
    params: { ...params, websiteType: '' },
    signal,
  });
}

export const whatsappConfigQueryOptions = (params: WhatsappConfigParams) =>
  queryOptions({
    queryKey: ['whatsappconfig', params],
    queryFn: ({ signal }) => getWhatsappConfig(params, signal),
    staleTime: 10 * 60_000,
  });

export function useWhatsappConfig(params: WhatsappConfigParams) {
  return useQuery(whatsappConfigQueryOptions(params));
}
