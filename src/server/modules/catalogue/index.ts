import type { FastifyInstance } from 'fastify';
import { createMaidsRepository } from './maids-repository.js';
import { matchedVideosRoutes } from './matched-videos-routes.js';
import { serviceApplicationRoutes } from './service-application-routes.js';
import { createShortlistRepository } from './shortlist-repository.js';
import { createSiteRepository } from './site-repository.js';

/** The maid catalogue: listing, My List (shortlist), remaining available maids and the site's main info. */
export async function catalogueModule(app: FastifyInstance) {
  const deps = {
    maids: createMaidsRepository(app.database.db, app.database.pool),
    shortlist: createShortlistRepository(app.database.db, app.database.pool),
    site: createSiteRepository(app.database.db, app.config),
  };
  await app.register(matchedVideosRoutes(deps));
  await app.register(serviceApplicationRoutes(deps));
}
