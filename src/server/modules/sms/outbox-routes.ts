import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOutbox, resendMessage } from '../../../shared/api/admin-outbox/contracts.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createOutboxAdmin } from './outbox-admin.js';

/** The message outbox in the back office: agents and admins (docs/api/admin.md). */
export function outboxAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const outbox = createOutboxAdmin({ db: api.database.db, jobs: api.jobs, config: api.config });
    const readers = staffGuard(sessions, { roles: ['agent', 'admin'] });
    const senders = [readers, csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listOutbox, { onRequest: readers }, (request) => outbox.list(request.query));

    await route(api, resendMessage, { onRequest: senders }, async (request) => ({ message: await outbox.resend(request.params.id, actor(request)) }));
  };
}
