import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsappConfig } from '../../../../shared/api/site';
import { request } from '../../../lib/api-client';

export interface WhatsappConfigParams {
  isForLandingPage: boolean;
  affiliateEventCode?: string;
  maidId?: number;
}

export function getWhatsappConfig(params: WhatsappConfigParams, signal?: AbortSignal): Promise<WhatsappConfig> {
  return request<WhatsappConfig>({
    path: '/sales/appsutils/getwhatsappconfig',
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
