import type { FastifyInstance } from 'fastify';
import { addToShortlist, releaseMaid } from '../../../shared/api/catalogue/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { sendJsonText } from '../../http/send-json-text.js';
import type { Catalogue } from './catalogue-store.js';
import type { ShortlistRepository } from './shortlist-repository.js';

/** successSchema's one answer. */
const SUCCESS = JSON.stringify({ success: true });

interface Deps {
  catalogue: Catalogue;
  shortlist: ShortlistRepository;
}

/** My List on the server: a maid added (addtoshortlist) and removed (releasemaid). */
export function myListRoutes({ catalogue, shortlist }: Deps) {
  return async (api: FastifyInstance) => {
    // Its answer is 16 bytes, never worth compressing: no compression hooks on this busy call.
    await route(api, addToShortlist, { compress: false }, async (request, reply) => {
      const { sessionId, housemaid, rank } = request.query;
      if (!(await catalogue.view()).maid(housemaid)) throw notFound(`No maid with id ${housemaid}`);
      // Answered once the row is committed (docs/decisions/2026-11-24-acknowledged-writes.md).
      const stored = await shortlist.add({ sessionId, housemaidId: housemaid, rank, ip: request.ip });
      if (!stored) throw notFound(`No maid with id ${housemaid}`);
      return sendJsonText(reply, SUCCESS);
    });

    await route(api, releaseMaid, {}, async (request) => {
      const { sessionId, housemaid } = request.query;
      if (!(await catalogue.view()).maid(housemaid)) throw notFound(`No maid with id ${housemaid}`);
      await shortlist.remove(sessionId, housemaid);
      return { success: true as const };
    });
  };
}
