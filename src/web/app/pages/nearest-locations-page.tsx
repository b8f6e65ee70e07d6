import '../../lib/i18n/parts/pages';
import { NearestLocationsPage } from '../../features/contact/nearest-locations-page';
import type { PagesOf } from '../page-modules';

/** /nearest-locations: the external map. */
export const pages: PagesOf<'nearest-locations-page'> = { nearestLocations: NearestLocationsPage };
