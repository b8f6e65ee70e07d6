import type { FastifyInstance } from 'fastify';
import { listAdminResources, replaceResourceFile } from '../../../shared/api/admin-resources/contracts.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createResourceReplacements } from './resource-replacements.js';

/** The downloadable PDFs in the back office (editors and admins): listed, and one's file replaced. */
export function resourceAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const resources = createResourceReplacements({ db: api.database.db, store: api.storage, log: api.log });
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];

    await route(api, listAdminResources, { onRequest: readers }, async () => ({ resources: await resources.list() }));
    await route(api, replaceResourceFile, { onRequest: editors }, async (request) => ({
      resource: await resources.replace(request, request.params.code, { staffId: request.staff!.staff.id, ip: request.ip }),
    }));
  };
}
