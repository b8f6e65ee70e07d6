import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  closeInterviewSlot,
  confirmInterview,
  declineInterview,
  listInterviewDay,
  moveInterviewByStaff,
  openInterviewSlot,
  openInterviewSlots,
  recordInterviewOutcome,
} from '../../../shared/api/admin-interviews/contracts.js';
import { route } from '../../http/route.js';
import { jobOrigin } from '../money/money-job.js';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createInterviewDesk, type Acting } from './interview-desk.js';

/** The interview calendar in the back office (issue 32): agents and admins run it, finance reads it. */
export function interviewDeskRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const desk = createInterviewDesk({
      db: api.database.db,
      config: api.config,
      sms: createSmsOutbox(api.jobs, api.config),
      linkKey: deriveKey(loadAppSecret(api.config), 'interview-link'),
      // The family's link in staff's SMS: the site's public origin (set it in production), as the jobs' links.
      origin: () => jobOrigin(api.config),
    });
    const readers = staffGuard(sessions, { roles: ['agent', 'finance', 'admin'] });
    const writers = { onRequest: [staffGuard(sessions, { roles: ['agent', 'admin'] }), csrfCheck(api)] };
    const acting = (request: FastifyRequest): Acting => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listInterviewDay, { onRequest: readers }, (request) => desk.listDay(request.query.day));
    await route(api, openInterviewSlot, writers, (request) => desk.openOne(new Date(request.body.startsAt), request.body.minutes, acting(request)));
    await route(api, openInterviewSlots, writers, (request) => desk.openMany(request.body, acting(request)));
    await route(api, closeInterviewSlot, writers, (request) => desk.close(request.params.id, acting(request)));
    await route(api, confirmInterview, writers, (request) => desk.confirm(request.params.id, acting(request)));
    await route(api, declineInterview, writers, (request) => desk.decline(request.params.id, request.body.reason, acting(request)));
    await route(api, moveInterviewByStaff, writers, (request) => desk.move(request.params.id, request.body.slotId, acting(request)));
    await route(api, recordInterviewOutcome, writers, (request) => desk.recordOutcome(request.params.id, request.body.outcome, request.body.note, acting(request)));
  };
}
