import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import { deriveKey, loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { staffRoutes } from './routes.js';
import { createSignInLimits } from './sign-in-limits.js';
import { createStaffAccounts } from './staff-accounts.js';
import { createStaffSessions } from './staff-sessions.js';

/** The back office's staff accounts, under /api/admin (DESIGN: Staff). */
export async function staffModule(app: FastifyInstance) {
  await app.register(staffScope);
}

/** A scope of its own (modules/index.ts): only the back office reads its cookies and CSRF tokens. */
async function staffScope(app: FastifyInstance) {
  await app.register(cookie);
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
  await staffRoutes({
    accounts: createStaffAccounts(db),
    sessions: createStaffSessions(db),
    limits: createSignInLimits(db, { firstDelayMs: app.config.SIGN_IN_DELAY_MS }),
    wrappingKey: wrappingKeyOf(secret),
    siteName: app.config.SITE_NAME,
  })(app);
}
