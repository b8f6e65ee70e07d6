import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleRateSchema, listMaidsResponseSchema, successSchema } from '../../../shared/api/catalogue.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { notFound } from '../../http/errors.js';
import { toHousemaid } from './housemaid-row.js';
import type { MaidsRepository } from './maids-repository.js';
import { addToShortlistQuery, listMaidsQuery } from './query-schemas.js';
import type { ShortlistRepository } from './shortlist-repository.js';
import type { SiteRepository } from './site-repository.js';

interface Deps {
  maids: MaidsRepository;
  shortlist: ShortlistRepository;
  site: SiteRepository;
}

/** {sales}/matchedvideos/…: the hire-maid page's catalogue, My List additions and the Google rating. */
export function matchedVideosRoutes({ maids, shortlist, site }: Deps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/sales/matchedvideos/getgooglerate',
      { schema: { response: { 200: googleRateSchema } } },
      () => site.googleRate(),
    );

    api.get(
      '/sales/matchedvideos/addtoshortlist',
      { schema: { querystring: addToShortlistQuery, response: { 200: successSchema, '4xx': errorResponseSchema } } },
      async (request) => {
        const { sessionId, housemaid, rank } = request.query;
        const stored = await shortlist.add({ sessionId, housemaidId: housemaid, rank, ip: request.ip });
        if (!stored) throw notFound(`No maid with id ${housemaid}`);
        return { success: true as const };
      },
    );

    api.get(
      '/sales/matchedvideos/listmaids',
      { schema: { querystring: listMaidsQuery, response: { 200: listMaidsResponseSchema, '4xx': errorResponseSchema } } },
      async (request) => {
        const { page, pageSize, ...filters } = request.query;
        const [rows, tabs] = await Promise.all([maids.listPage(filters, page, pageSize), maids.countTabs(filters)]);
        // The tab counts already hold the total, which spares a third query.
        const counted = filters.matchingType === undefined ? tabs : tabs.filter((t) => t.matchingType.id === filters.matchingType);
        const total = counted.reduce((sum, t) => sum + t.count, 0);
        return { maids: rows.map(toHousemaid), total, page, pageSize, tabs };
      },
    );
  };
}
