import { MyApplicationPage } from '../../features/my-application/my-application-page';
import type { PagesOf } from '../page-modules';

/** /my-application: the family's status page after submitting. */
export const pages: PagesOf<'my-application-page'> = { myApplication: MyApplicationPage };
