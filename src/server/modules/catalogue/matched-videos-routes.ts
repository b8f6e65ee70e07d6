import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleRateSchema, listMaidsResponseSchema, successSchema } from '../../../shared/api/catalogue.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { notFound } from '../../http/errors.js';
import { sendJsonText } from '../../http/send-json-text.js';
import { listMaidsJson } from './catalogue-json.js';
import type { Catalogue } from './catalogue-store.js';
import { addToShortlistQuery, listMaidsQuery } from './query-schemas.js';
import type { ShortlistEntry, ShortlistRepository } from './shortlist-repository.js';
import type { SiteRepository } from './site-repository.js';

/** successSchema's one answer. */
const SUCCESS = JSON.stringify({ success: true });

interface Deps {
  catalogue: Catalogue;
  shortlist: ShortlistRepository;
  site: SiteRepository;
}

/** {sales}/matchedvideos/…: the hire-maid page's catalogue, My List additions and the Google rating. */
export function matchedVideosRoutes({ catalogue, shortlist, site }: Deps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // One handler for every queued row: a closure per call would hold its request, and all the
    // request holds, until the batch is written (~2 µs per call in garbage collection).
    const onStoreFailed = (err: unknown, entry: ShortlistEntry) =>
      app.log.error({ err, housemaid: entry.housemaidId }, 'addtoshortlist: the shortlist row could not be stored');

    api.get(
      '/sales/matchedvideos/getgooglerate',
      { schema: { response: { 200: googleRateSchema } } },
      () => site.googleRate(),
    );

    api.get(
      '/sales/matchedvideos/addtoshortlist',
      // Its answer is 16 bytes, never worth compressing: no compression hooks on this busy call.
      { compress: false, schema: { querystring: addToShortlistQuery, response: { 200: successSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const { sessionId, housemaid, rank } = request.query;
        if (!(await catalogue.view()).maid(housemaid)) throw notFound(`No maid with id ${housemaid}`);
        // Answered without waiting for the commit: the client keeps My List itself and ignores this
        // answer, so waiting would only hold the connection (docs/decisions/2026-11-21-server-performance.md).
        // The row follows within a round trip; a failure is logged (a maid deleted since is skipped).
        shortlist.enqueue({ sessionId, housemaidId: housemaid, rank, ip: request.ip }, onStoreFailed);
        return sendJsonText(reply, SUCCESS);
      },
    );

    api.get(
      '/sales/matchedvideos/listmaids',
      { schema: { querystring: listMaidsQuery, response: { 200: listMaidsResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const { page, pageSize, ...filters } = request.query;
        return sendJsonText(reply, listMaidsJson(await catalogue.view(), filters, page, pageSize));
      },
    );
  };
}
