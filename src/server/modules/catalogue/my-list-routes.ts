import type { FastifyInstance } from 'fastify';
import { addToShortlist, releaseMaid } from '../../../shared/api/catalogue/contracts.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { releaseHeldMaid } from '../application/reservation.js';
import { route } from '../../http/route.js';
import { sendJsonText } from '../../http/send-json-text.js';
import type { Catalogue } from './catalogue-store.js';
import type { ShortlistRepository } from './shortlist-repository.js';

/** successSchema's one answer. */
const SUCCESS = JSON.stringify({ success: true });

/** What the catalogue's calls need of the application's reservations: the database, and who the browser is. */
export interface Reservations {
  db: Db;
  /** The hash of the application's access cookie in a Cookie header (application/access.ts), if any. */
  cookieHashOf(cookieHeader: string | undefined): string | null;
}

interface Deps {
  catalogue: Catalogue;
  shortlist: ShortlistRepository;
  /** releasemaid ends the reservation this browser holds. */
  reservations: Reservations;
}

/** My List on the server: a maid added (addtoshortlist) and removed (releasemaid). */
export function myListRoutes({ catalogue, shortlist, reservations }: Deps) {
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
      const { sessionId, housemaid, keepInMyList = false } = request.query;
      if (!(await catalogue.view()).maid(housemaid)) throw notFound(`No maid with id ${housemaid}`);
      if (!keepInMyList) await shortlist.remove(sessionId, housemaid);
      const cookieHash = reservations.cookieHashOf(request.headers.cookie);
      if (cookieHash && (await releaseHeldMaid(reservations.db, { sessionId, cookieHash }, housemaid))) {
        // Every list answers without her reservation from now on, on this server too.
        await catalogue.sync();
      }
      return { success: true as const };
    });
  };
}
