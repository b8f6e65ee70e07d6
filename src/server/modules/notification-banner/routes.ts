import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getNotificationBanner,
  getStaffNotificationBanner,
  removeNotificationBanner,
  saveNotificationBanner,
} from '../../../shared/api/notification-banner/contracts.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createBannerRepository } from './banner-repository.js';

/** The site's call: the banner live now in the visitor's language, read per page load so a change shows on the next one. */
export async function notificationBannerRoutes(api: FastifyInstance) {
  const banners = createBannerRepository(api.database.db);
  await route(api, getNotificationBanner, {}, async (request) => ({ banner: await banners.live(requestLanguage(request)) }));
}

/** The back office's calls (editors and admins): read, put up or change, take down; each change audited. */
export function notificationBannerAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const banners = createBannerRepository(api.database.db);
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, getStaffNotificationBanner, { onRequest: readers }, async () => ({ banner: await banners.get() }));
    await route(api, saveNotificationBanner, { onRequest: editors }, async (request) => ({ banner: await banners.save(request.body, actor(request)) }));
    await route(api, removeNotificationBanner, { onRequest: editors }, async (request) => ({ removed: await banners.remove(actor(request)) }));
  };
}
