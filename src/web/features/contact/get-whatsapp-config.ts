import type { WhatsappConfig } from '../../../shared/api/site';
import { call } from '../../lib/api-call';

export interface WhatsappConfigParams {
  isForLandingPage?: boolean;
  websiteType?: string;
  affiliateEventCode?: string;
  urlParams?: string;
  maidId?: number;
}

/** GET {sales}/appsutils/getwhatsappconfig: the number and the prefilled message. */
export function getWhatsappConfig(params: WhatsappConfigParams): Promise<WhatsappConfig> {
  return call<WhatsappConfig>({
    path: '/sales/appsutils/getwhatsappconfig',
    params: { ...params },
  });
}

export function whatsappConfigQueryOptions(params: WhatsappConfigParams) {
  return { queryKey: ['whatsapp-config', params] as const, queryFn: () => getWhatsappConfig(params), staleTime: 60_000 };
}
