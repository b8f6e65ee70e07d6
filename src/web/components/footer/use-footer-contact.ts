import { useQuery } from '@tanstack/react-query';
import { mainSiteInfoQuery } from '../../lib/main-site-info';

/**
 * The footer's phone and WhatsApp numbers: the site config's contact numbers (getmainccsiteinfo,
 * which the header, the landing page and hire-maid already read, so the footer adds no call there).
 */
export function useFooterContact(): { phone?: string; whatsapp?: string } {
  const config = useQuery(mainSiteInfoQuery).data?.siteConfig.ccSiteConfig;
  return { phone: config?.contactNumber || undefined, whatsapp: config?.whatsappNumber || undefined };
}
