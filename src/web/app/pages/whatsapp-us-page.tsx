import '../../lib/i18n/parts/pages';
import { WhatsappUsPage } from '../../features/contact/whatsapp-us-page';
import type { PagesOf } from '../page-modules';

/** /whatsapp-us: the WhatsApp chat offer (desktop) or redirect (mobile). */
export const pages: PagesOf<'whatsapp-us-page'> = { whatsappUs: WhatsappUsPage };
