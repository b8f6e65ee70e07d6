import { whatsappLink } from '../../shared/campaign';
import { whatsappHost } from './site-meta';

/**
 * The parts of the main site info the shell needs outside React (the error catalogue's WhatsApp
 * link and toast length), set when getmainccsiteinfo answers.
 */
let redirectToWhatsapp = false;
let whatsappNumber: string | undefined;

export function setSiteContact(config: { redirectToWhatsapp: boolean; whatsappNumber: string }): void {
  redirectToWhatsapp = config.redirectToWhatsapp;
  whatsappNumber = config.whatsappNumber || undefined;
}

export function siteRedirectsToWhatsapp(): boolean {
  return redirectToWhatsapp;
}

/** The site's WhatsApp chat, or the /whatsapp-us page until the number is known. */
export function siteWhatsappUrl(): string {
  return whatsappNumber ? whatsappLink(whatsappHost(), whatsappNumber) : '/whatsapp-us';
}
