import '../../lib/i18n/parts/pages';
import { AppDownloadPage } from '../../features/contact/app-download-page';
import type { PagesOf } from '../page-modules';

/** /app-download: the client app's store links. */
export const pages: PagesOf<'app-download-page'> = { appDownload: AppDownloadPage };
