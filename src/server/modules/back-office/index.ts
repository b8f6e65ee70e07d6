import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import { MAX_VIDEO_BYTES } from '../../../shared/api/admin-catalogue/schemas.js';
import { deriveKey, loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { applicationDeskRoutes } from '../application-desk/routes.js';
import { dataRightsRoutes } from '../data-rights/routes.js';
import { interviewDeskRoutes } from '../interviews/desk-routes.js';
import { contentAdminRoutes } from '../content-admin/routes.js';
import { linkAdminRoutes } from '../link-admin/routes.js';
import { maidAdminRoutes } from '../maid-admin/routes.js';
import { notificationBannerAdminRoutes } from '../notification-banner/routes.js';
import { priceAdminRoutes } from '../price-admin/routes.js';
import { resourceAdminRoutes } from '../resource-admin/routes.js';
import { outboxAdminRoutes } from '../sms/outbox-routes.js';
import { moneyStaffRoutes } from '../money/staff-routes.js';
import { serviceDeskRoutes } from '../service/desk-routes.js';
import { sitePagesAdminRoutes } from '../site-pages/routes.js';
import { staffRoutes } from '../staff/routes.js';
import { testimonialAdminRoutes } from '../testimonials/admin-routes.js';
import { createSignInLimits } from '../staff/sign-in-limits.js';
import { createStaffAccounts } from '../staff/staff-accounts.js';
import { createStaffSessions } from '../staff/staff-sessions.js';
import { whatsappAdminRoutes } from '../whatsapp-admin/routes.js';

/** The staff's back office, every call under /api/admin (DESIGN: Staff; docs/api/admin.md). */
export async function backOfficeModule(app: FastifyInstance) {
  await app.register(backOfficeScope);
}

/**
 * A scope of its own (modules/index.ts): only the back office reads the staff session cookie and
 * CSRF tokens. Every back-office module's routes go in it, behind the staff guard (staff/guard.ts).
 */
async function backOfficeScope(app: FastifyInstance) {
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 2, parts: 3 } });
  const secret = loadAppSecret(app.config);
  app.decorateRequest('staff', null);
  await app.register(csrfProtection, {
    cookieKey: 'staff_csrf',
    cookieOpts: { path: '/api/admin', httpOnly: true, sameSite: 'strict', secure: 'auto' },
    // Each token is bound to its session, so a token from another session (or none) is refused.
    getUserInfo: (request) => request.staff?.sessionId ?? '',
    csrfOpts: { hmacKey: deriveKey(secret, 'staff-csrf') },
  });
  const db = app.database.db;
  const sessions = createStaffSessions(db);
  await staffRoutes({
    accounts: createStaffAccounts(db),
    sessions,
    limits: createSignInLimits(db, { firstDelayMs: app.config.SIGN_IN_DELAY_MS }),
    wrappingKey: wrappingKeyOf(secret),
    siteName: app.config.SITE_NAME,
  })(app);
  await applicationDeskRoutes({ sessions })(app);
  await dataRightsRoutes({ sessions })(app);
  await maidAdminRoutes({ sessions })(app);
  await linkAdminRoutes({ sessions })(app);
  await contentAdminRoutes({ sessions })(app);
  await notificationBannerAdminRoutes({ sessions })(app);
  await sitePagesAdminRoutes({ sessions })(app);
  await testimonialAdminRoutes({ sessions })(app);
  await whatsappAdminRoutes({ sessions })(app);
  await resourceAdminRoutes({ sessions })(app);
  await priceAdminRoutes({ sessions })(app);
  await outboxAdminRoutes({ sessions })(app);
  await serviceDeskRoutes({ sessions })(app);
  await moneyStaffRoutes({ sessions })(app);
  await interviewDeskRoutes({ sessions })(app);
}
