import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTestimonial, deleteTestimonial, listTestimonials, orderTestimonials, updateTestimonial } from '../../../shared/api/admin-testimonials/contracts.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createTestimonialRepository } from './testimonial-repository.js';

/** The testimonials in the back office (editors and admins, like the site's other texts); every change audited. */
export function testimonialAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const repository = createTestimonialRepository(api.database.db);
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listTestimonials, { onRequest: readers }, async () => ({ testimonials: await repository.list() }));
    await route(api, createTestimonial, { onRequest: editors }, async (request) => ({ testimonial: await repository.create(request.body, actor(request)) }));
    await route(api, updateTestimonial, { onRequest: editors }, async (request) => ({
      testimonial: await repository.update(request.params.id, request.body, actor(request)),
    }));
    await route(api, orderTestimonials, { onRequest: editors }, async (request) => ({ testimonials: await repository.order(request.body.ids, actor(request)) }));
    await route(api, deleteTestimonial, { onRequest: editors }, async (request) => {
      await repository.remove(request.params.id, actor(request));
      return { deleted: request.params.id };
    });
  };
}
