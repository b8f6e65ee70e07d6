import '../../lib/i18n/parts/pages';
import { ConfirmPage } from '../../features/contact/confirm-page';
import type { PagesOf } from '../page-modules';

/** /confirm: the 'I confirm' redirect. */
export const pages: PagesOf<'confirm-page'> = { confirm: ConfirmPage };
