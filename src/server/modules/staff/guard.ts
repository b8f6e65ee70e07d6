import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { StaffRole } from '../../../shared/api/admin/schemas.js';
import { HttpError } from '../../http/errors.js';
import { STAFF_IDLE_MINUTES, type SignedIn, type StaffSessions } from './staff-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff, once the staff guard has run; null before and elsewhere. */
    staff: SignedIn | null;
  }
}

/** The httpOnly, SameSite=Strict cookie of a staff session; sent to /api/admin only. */
export const STAFF_COOKIE = 'staff_session';

export const NOT_SIGNED_IN = 'Sign in to the back office first.';

export interface GuardOptions {
  /** Who may call; every role when left out. */
  roles?: readonly StaffRole[];
  /** Callable while a one-time password still has to be changed (the session, the change itself). */
  beforePasswordChange?: boolean;
}

/** Resolves the staff session of a back-office call (an onRequest hook): 401 without one, 403 for the wrong role. */
export function staffGuard(sessions: StaffSessions, { roles, beforePasswordChange = false }: GuardOptions = {}): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = request.cookies[STAFF_COOKIE];
    if (!token) throw new HttpError(401, NOT_SIGNED_IN);
    const found = await sessions.find(token);
    if (found === 'idle') throw new HttpError(401, `You were signed out after ${STAFF_IDLE_MINUTES} minutes without activity. Sign in again.`);
    if (found === 'none') throw new HttpError(401, 'Your session has ended. Sign in again.');
    if (found.staff.mustChangePassword && !beforePasswordChange) {
      throw new HttpError(403, 'Choose a new password first: the one you signed in with was for one sign-in only.');
    }
    if (roles && !roles.includes(found.staff.role)) {
      throw new HttpError(403, `Only ${roles.join(' or ')} staff can do this; you are signed in as ${found.staff.role}.`);
    }
    request.staff = found;
  };
}

/**
 * The CSRF check of a state-changing call (back-office/index.ts registers the plugin). After the
 * guard, in onRequest too: the token is bound to the session the guard found.
 */
export function csrfCheck(api: FastifyInstance): onRequestHookHandler {
  return (request, reply, done) => api.csrfProtection(request, reply, done);
}
