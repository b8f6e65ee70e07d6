import type { FastifyInstance } from 'fastify';
import {
  confirmMaidAvailability,
  createMaid,
  getAdminMaid,
  getMaidVideo,
  listAdminMaids,
  listAdminNationalities,
  updateMaid,
  uploadMaidVideo,
} from '../../../shared/api/admin-catalogue/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createMaidAdmin } from './maid-admin-repository.js';
import { createVideoUploads } from './video-uploads.js';

const NO_MAID = 'No maid with this id.';

/** The catalogue in the back office: agents read it, editors and admins change it (docs/api/admin.md). */
export function maidAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const maids = createMaidAdmin(api.database.db);
    const videos = createVideoUploads({ db: api.database.db, pool: api.database.pool, store: api.storage, jobs: api.jobs });
    const readers = staffGuard(sessions);
    const editors = [staffGuard(sessions, { roles: ['editor', 'admin'] }), csrfCheck(api)];
    const actor = (request: { staff: { staff: { id: string } } | null; ip: string }) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listAdminMaids, { onRequest: readers }, async (request) => maids.list(request.query));

    await route(api, getAdminMaid, { onRequest: readers }, async (request) => {
      const maid = await maids.get(request.params.id);
      if (!maid) throw notFound(NO_MAID);
      return { maid };
    });

    await route(api, listAdminNationalities, { onRequest: readers }, async () => ({ nationalities: await maids.nationalities() }));

    // The catalogue's change notification (migration 0003) brings every change to the public site at once.
    await route(api, createMaid, { onRequest: editors }, async (request) => ({ maid: await maids.create(request.body, actor(request)) }));

    await route(api, updateMaid, { onRequest: editors }, async (request) => {
      const maid = await maids.update(request.params.id, request.body, actor(request));
      if (!maid) throw notFound(NO_MAID);
      return { maid };
    });

    // Agents confirm with the maid by phone, so they may record it too.
    await route(api, confirmMaidAvailability, { onRequest: [readers, csrfCheck(api)] }, async (request) => {
      const maid = await maids.confirmAvailability(request.params.id, actor(request));
      if (!maid) throw notFound(NO_MAID);
      return { maid };
    });

    await route(api, uploadMaidVideo, { onRequest: editors }, async (request) => ({
      video: await videos.upload(request, request.params.id, request.staff!.staff.id),
    }));

    await route(api, getMaidVideo, { onRequest: readers }, async (request) => {
      if (!(await maids.get(request.params.id))) throw notFound(NO_MAID);
      return { video: await videos.latest(request.params.id) };
    });
  };
}
