import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createWhatsappConfig, deleteWhatsappConfig, listWhatsappConfigs, updateWhatsappConfig } from '../../../shared/api/admin-whatsapp/contracts.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createWhatsappConfigRepository } from './whatsapp-config-repository.js';

/** The WhatsApp configurations in the back office (editors and admins); every change audited. */
export function whatsappAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const configs = createWhatsappConfigRepository(api.database.db, { productSlug: api.config.PRODUCT_SLUG });
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listWhatsappConfigs, { onRequest: readers }, async () => ({ configs: await configs.list(), websiteTypes: [api.config.PRODUCT_SLUG] }));
    await route(api, createWhatsappConfig, { onRequest: editors }, async (request) => ({ config: await configs.create(request.body, actor(request)) }));
    await route(api, updateWhatsappConfig, { onRequest: editors }, async (request) => ({
      config: await configs.update(request.params.id, request.body, actor(request)),
    }));
    await route(api, deleteWhatsappConfig, { onRequest: editors }, async (request) => {
      await configs.remove(request.params.id, actor(request));
      return { deleted: request.params.id };
    });
  };
}
