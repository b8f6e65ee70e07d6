import { UrlPage } from '../../features/campaign/url-page';
import type { PagesOf } from '../page-modules';

/** /url: the redirect to the url query parameter. */
export const pages: PagesOf<'url-page'> = { url: UrlPage };
