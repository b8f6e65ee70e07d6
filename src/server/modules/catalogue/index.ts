import type { FastifyInstance } from 'fastify';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { accessCookieHashOf } from '../application/access.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { myListRoutes } from './my-list-routes.js';
import { createShortlistRepository } from './shortlist-repository.js';
import { createSiteRepository } from './site-repository.js';

export { createCatalogue, type Catalogue } from './catalogue-store.js';

/** The maid catalogue: listing, My List (shortlist), remaining available maids and the site's main info. */
export async function catalogueModule(app: FastifyInstance) {
  const shortlist = createShortlistRepository(app.database.db, app.database.pool);
  // Additions still being written are committed before the database closes.
  app.addHook('onClose', () => shortlist.settled());
  const cookieKey = deriveKey(loadAppSecret(app.config), 'cookie-hash');
  const reservations = { db: app.database.db, cookieHashOf: (header: string | undefined) => accessCookieHashOf({ cookieKey }, header) };
  await catalogueRoutes({ catalogue: app.catalogue, site: createSiteRepository(app.database.db), reservations })(app);
  await myListRoutes({ catalogue: app.catalogue, shortlist, reservations })(app);
}
