import '../../lib/i18n/parts/pages';
import { GuidePage, InsurancePage } from '../../features/legal/pdf-page';
import type { PagesOf } from '../page-modules';

/** /insurance and /guide: PDF viewers. */
export const pages: PagesOf<'pdf-page'> = { insurance: InsurancePage, guide: GuidePage };
