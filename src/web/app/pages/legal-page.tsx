import '../../lib/i18n/parts/pages';
import { LegalPage } from '../../features/legal/legal-page';
import type { PagesOf } from '../page-modules';

/** /legal: the contract samples. */
export const pages: PagesOf<'legal-page'> = { legal: LegalPage };
