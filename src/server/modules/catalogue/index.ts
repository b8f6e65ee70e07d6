import type { FastifyInstance } from 'fastify';
import { matchedVideosRoutes } from './matched-videos-routes.js';
import { serviceApplicationRoutes } from './service-application-routes.js';
import { createShortlistRepository } from './shortlist-repository.js';
import { createSiteRepository } from './site-repository.js';

export { createCatalogue, type Catalogue } from './catalogue-store.js';

/** The maid catalogue: listing, My List (shortlist), remaining available maids and the site's main info. */
export async function catalogueModule(app: FastifyInstance) {
  const shortlist = createShortlistRepository(app.database.db, app.database.pool);
  // Additions still being written are committed before the database closes.
  app.addHook('onClose', () => shortlist.settled());
  const deps = { catalogue: app.catalogue, shortlist, site: createSiteRepository(app.database.db) };
  await matchedVideosRoutes(deps)(app);
  await serviceApplicationRoutes(deps)(app);
}
