import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assignServiceRequest,
  closeServiceRequest,
  getServiceRequest,
  getServiceTerms,
  listServiceRequests,
  markReplacementArrived,
  proposeReplacementMaid,
  recordRefund,
  removePublicHoliday,
  setPublicHoliday,
  setReplacementArrival,
  stopServiceDebits,
  updateServiceTerms,
} from '../../../shared/api/admin-service/contracts.js';
import { SERVICE_DESK_PAGE_SIZE } from '../../../shared/api/admin-service/schemas.js';
import { publicHolidays } from '../../db/schema.js';
import { route } from '../../http/route.js';
import { cardProviderFrom } from '../money/card-provider-from-config.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { recordAudit } from '../staff/audit.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createServiceDesk, type Acting } from './service-desk.js';
import { termsAndHolidays, writeTerms } from './terms-and-holidays.js';

/** The service desk (issue 29): agents and admins handle the families' requests; admins set the terms (docs/api/admin.md). */
export function serviceDeskRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const db = api.database.db;
    const desk = createServiceDesk(db, api.config, createSmsOutbox(api.jobs, api.config), cardProviderFrom(api.config));
    const readers = staffGuard(sessions, { roles: ['agent', 'finance', 'admin'] });
    const writers = { onRequest: [staffGuard(sessions, { roles: ['agent', 'admin'] }), csrfCheck(api)] };
    // Refunds are money: finance records them too.
    const refunders = { onRequest: [readers, csrfCheck(api)] };
    const admins = { onRequest: [staffGuard(sessions, { roles: ['admin'] }), csrfCheck(api)] };
    const acting = (request: FastifyRequest): Acting => ({ staffId: request.staff!.staff.id, role: request.staff!.staff.role, ip: request.ip });

    await route(api, listServiceRequests, { onRequest: readers }, async (request) => {
      const requests = await desk.list(request.query);
      return { requests: requests.slice(0, SERVICE_DESK_PAGE_SIZE), more: requests.length > SERVICE_DESK_PAGE_SIZE };
    });
    await route(api, getServiceRequest, { onRequest: readers }, (request) => desk.detail(request.params.id));
    await route(api, assignServiceRequest, writers, (request) => desk.assign(request.params.id, request.body.staffId, acting(request)));
    await route(api, proposeReplacementMaid, writers, (request) => desk.proposeMaid(request.params.id, request.body.maidId, acting(request)));
    await route(api, setReplacementArrival, writers, (request) => desk.setArrival(request.params.id, request.body.day, request.body.sendSms, acting(request)));
    await route(api, markReplacementArrived, writers, (request) => desk.markArrived(request.params.id, request.body.previousMaid, acting(request)));
    await route(api, stopServiceDebits, writers, (request) => desk.stopDebits(request.params.id, request.body.reason, acting(request)));
    await route(api, recordRefund, refunders, (request) => desk.recordRefund(request.params.id, request.body, acting(request)));
    await route(api, closeServiceRequest, writers, (request) => desk.close(request.params.id, request.body.note, acting(request)));

    await route(api, getServiceTerms, { onRequest: readers }, () => termsAndHolidays(db));
    await route(api, updateServiceTerms, admins, async (request) => {
      await db.transaction(async (tx) => {
        const before = (await termsAndHolidays(tx)).terms;
        await writeTerms(tx, request.body, request.staff!.staff.id);
        await recordAudit(tx, { staffId: request.staff!.staff.id, ip: request.ip, action: 'service.terms', subjectType: 'service-terms', before, after: request.body });
      });
      return termsAndHolidays(db);
    });
    await route(api, setPublicHoliday, admins, async (request) => {
      const { day, name } = request.body;
      await db.transaction(async (tx) => {
        await tx.insert(publicHolidays).values({ day, name }).onConflictDoUpdate({ target: publicHolidays.day, set: { name } });
        await recordAudit(tx, { staffId: request.staff!.staff.id, ip: request.ip, action: 'service.holiday', subjectType: 'public-holiday', subjectId: day, after: { name } });
      });
      return termsAndHolidays(db);
    });
    await route(api, removePublicHoliday, admins, async (request) => {
      const { day } = request.params;
      await db.transaction(async (tx) => {
        await tx.delete(publicHolidays).where(eq(publicHolidays.day, day));
        await recordAudit(tx, { staffId: request.staff!.staff.id, ip: request.ip, action: 'service.holiday-removed', subjectType: 'public-holiday', subjectId: day });
      });
      return termsAndHolidays(db);
    });
  };
}
