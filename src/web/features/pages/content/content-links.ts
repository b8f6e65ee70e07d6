import type { StaffWrittenPage } from '../../../../shared/content/site-pages';
import { msg } from '../../../lib/i18n';

/**
 * The calls to action at the end of each content page: site paths or redirect slugs. They are
 * routes, so they stay in code with their labels (the page's texts are staff's: issue 31;
 * docs/decisions/2026-11-28-faq-and-content-pages.md).
 */
export interface PageLink {
  label: string;
  href: string;
}

const WHATSAPP = { label: msg('Message us on WhatsApp'), href: '/whatsapp-us' };
const ASK = { label: msg('Ask us on WhatsApp'), href: '/whatsapp-us' };
/** The maids' own line (nb2: OEC and maid documents). */
const ASK_MAIDS = { label: msg('Ask us on WhatsApp'), href: '/whatsapp-us?nb=nb2' };
const CENTRES = { label: msg('Find a service centre'), href: '/locations' };
const MAIDS = { label: msg('See available maids'), href: '/hire-maid' };

export const CONTENT_LINKS: Record<StaffWrittenPage, PageLink[]> = {
  services: [MAIDS, { label: msg('See available nannies'), href: '/hire-nanny' }, WHATSAPP],
  termsOfService: [{ label: msg('Contract samples'), href: '/legal' }],
  welcome: [WHATSAPP],
  welcomeProduct: [{ label: msg('Read the visa guide'), href: '/guide' }, WHATSAPP],
  welcomeLiveOut: [WHATSAPP],
  takeMaidThumbprint: [CENTRES, ASK],
  medDxb: [ASK],
  medAuh: [ASK],
  gccGuide: [ASK],
  gccGuideAuh: [ASK],
  gccKenya: [MAIDS, ASK],
  oec: [ASK],
  noOec: [MAIDS, ASK],
  oecMaid: [ASK_MAIDS],
  noOecMaid: [ASK_MAIDS],
};
