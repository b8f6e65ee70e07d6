import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPriceList, deletePriceList, getPriceListReach, listPriceLists, updatePriceList } from '../../../shared/api/admin-prices/contracts.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createPriceListRepository } from './price-list-repository.js';
import { priceListReach } from './price-list-reach.js';

/**
 * The price lists in the back office: agents and finance read them (a family asks on the phone), editors and
 * admins change them; every change audited (docs/decisions/2026-11-25-price-lists-admin.md).
 */
export function priceAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const lists = createPriceListRepository(api.database.db);
    const readers = staffGuard(sessions, { roles: ['agent', 'finance', 'editor', 'admin'] });
    const editors = [staffGuard(sessions, { roles: ['editor', 'admin'] }), csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listPriceLists, { onRequest: readers }, () => lists.list());
    await route(api, createPriceList, { onRequest: editors }, async (request) => ({ priceList: await lists.create(request.body, actor(request)) }));
    await route(api, updatePriceList, { onRequest: editors }, async (request) => ({
      priceList: await lists.update(request.params.id, request.body, actor(request)),
    }));
    // Read before a change is saved: the page says whom it reaches (prices/price-change-check.tsx).
    await route(api, getPriceListReach, { onRequest: editors[0] }, (request) => priceListReach(api.database.db, request.params.id));
    await route(api, deletePriceList, { onRequest: editors }, async (request) => {
      await lists.remove(request.params.id, actor(request));
      return { deleted: request.params.id };
    });
  };
}
