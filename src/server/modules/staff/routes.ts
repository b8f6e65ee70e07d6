import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePassword,
  confirmTotpEnrolment,
  createStaff,
  getStaffSession,
  listAudit,
  listStaff,
  resetStaffPassword,
  signIn,
  signOut,
  startTotpEnrolment,
  updateStaff,
} from '../../../shared/api/admin/contracts.js';
import type { StaffSession } from '../../../shared/api/admin/schemas.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { findAuditEntries } from './audit-queries.js';
import { recordAudit } from './audit.js';
import { csrfCheck, STAFF_COOKIE, staffGuard } from './guard.js';
import { verifyPassword } from './passwords.js';
import type { SignInLimits } from './sign-in-limits.js';
import { EmailTaken, openTotpSecret, sealTotpSecret, toMember, type StaffAccounts, type StaffRow } from './staff-accounts.js';
import type { StaffSessions } from './staff-sessions.js';
import { checkTotp, newTotpSecret } from './totp.js';

export interface StaffRouteDeps {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  limits: SignInLimits;
  /** Wraps the data keys of the sealed TOTP secrets (secrets.ts wrappingKeyOf). */
  wrappingKey: Buffer;
  siteName: string;
}

const WRONG_CREDENTIALS = 'The email or the password is wrong.';
const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
const WRONG_CODE = 'That code is wrong or was used already. Enter the code your app shows now.';

/** Staff accounts: sign-in and out, own password, second factor, and the admins' account management. */
export function staffRoutes({ accounts, sessions, limits, wrappingKey, siteName }: StaffRouteDeps) {
  return async (api: FastifyInstance) => {
    const member = staffGuard(sessions);
    const memberBeforePasswordChange = staffGuard(sessions, { beforePasswordChange: true });
    const admin = staffGuard(sessions, { roles: ['admin'] });
    const csrf = csrfCheck(api);

    const signedIn = (request: FastifyRequest) => request.staff!;
    const actor = (request: FastifyRequest) => ({ staffId: signedIn(request).staff.id, ip: request.ip });
    const sessionOf = async (reply: FastifyReply, row: StaffRow, sessionId: string): Promise<StaffSession> => ({
      staff: toMember(row),
      csrfToken: await reply.generateCsrf({ userInfo: sessionId }),
    });

    await route(api, signIn, {}, async (request, reply) => {
      const { email, password, code } = request.body;
      await limits.admit(email, request.ip);
      const found = await accounts.byEmail(email);
      const account = found && !found.disabledAt ? found : undefined;
      // Checked even without an account, so an unknown email takes as long as a wrong password.
      const passwordRight = await verifyPassword(account?.passwordHash, password);
      if (!account || !passwordRight) {
        await limits.failed(request.ip);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      if (account.totpSecret) {
        if (!code) return reply.status(401).send({ error: CODE_NEEDED, secondFactor: 'required' as const });
        const step = await checkTotp(openTotpSecret(wrappingKey, account.id, account.totpSecret), code, account.totpLastStep);
        if (step === null || !(await accounts.useTotpStep(account.id, step))) {
          await limits.failed(request.ip);
          return reply.status(401).send({ error: WRONG_CODE, secondFactor: 'required' as const });
        }
      }
      await limits.succeeded(email);
      // A new session at every sign-in: a session id planted before it is worth nothing after.
      const previous = request.cookies[STAFF_COOKIE];
      if (previous) await sessions.end(previous);
      const { token, sessionId } = await sessions.start(account.id, request.ip);
      await recordAudit(api.database.db, { staffId: account.id, action: 'staff.sign-in', subjectType: 'staff', subjectId: account.id, ip: request.ip });
      reply.setCookie(STAFF_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/api/admin' });
      return sessionOf(reply, account, sessionId);
    });

    await route(api, getStaffSession, { onRequest: memberBeforePasswordChange }, async (request, reply) =>
      sessionOf(reply, signedIn(request).staff, signedIn(request).sessionId),
    );

    await route(api, signOut, { onRequest: [memberBeforePasswordChange, csrf] }, async (request, reply) => {
      await sessions.end(request.cookies[STAFF_COOKIE] ?? '');
      reply.clearCookie(STAFF_COOKIE, { path: '/api/admin' });
      return { success: true as const };
    });

    await route(api, changePassword, { onRequest: [memberBeforePasswordChange, csrf] }, async (request, reply) => {
      const { staff, sessionId } = signedIn(request);
      const { password, newPassword } = request.body;
      if (!(await verifyPassword(staff.passwordHash, password))) {
        await limits.failed(request.ip);
        throw badRequest('Your current password is wrong.');
      }
      if (newPassword === password) throw badRequest('Choose a new password, different from the current one.');
      const row = await accounts.changePassword(staff.id, newPassword, actor(request));
      // Whoever knew the old password is signed out everywhere else.
      await sessions.endAll(staff.id, sessionId);
      return sessionOf(reply, row, sessionId);
    });

    await route(api, startTotpEnrolment, { onRequest: [member, csrf] }, async (request) => {
      const { staff } = signedIn(request);
      if (staff.totpSecret) throw conflict('Your authenticator app is set up already.');
      const enrolment = await newTotpSecret(siteName, staff.email);
      await accounts.setPendingTotp(staff.id, sealTotpSecret(wrappingKey, staff.id, enrolment.secret));
      return enrolment;
    });

    await route(api, confirmTotpEnrolment, { onRequest: [member, csrf] }, async (request, reply) => {
      const { staff, sessionId } = signedIn(request);
      if (staff.totpSecret) throw conflict('Your authenticator app is set up already.');
      if (!staff.totpPendingSecret) throw conflict('Start the set-up of your authenticator app first.');
      const step = await checkTotp(openTotpSecret(wrappingKey, staff.id, staff.totpPendingSecret), request.body.code, null);
      if (step === null) throw badRequest('That code is wrong. Enter the code your app shows now for this account.');
      const row = await accounts.confirmTotp(staff.id, staff.totpPendingSecret, step, actor(request));
      return sessionOf(reply, row, sessionId);
    });

    await route(api, listAudit, { onRequest: admin }, async (request) => findAuditEntries(api.database.db, request.query));

    await route(api, listStaff, { onRequest: admin }, async () => ({ staff: (await accounts.list()).map(toMember) }));

    await route(api, createStaff, { onRequest: [admin, csrf] }, async (request) => {
      try {
        const created = await accounts.create(request.body, actor(request));
        return { staff: toMember(created.row), oneTimePassword: created.oneTimePassword! };
      } catch (err) {
        if (err instanceof EmailTaken) throw conflict(err.message);
        throw err;
      }
    });

    await route(api, updateStaff, { onRequest: [admin, csrf] }, async (request) => {
      const { id } = request.params;
      const self = id === signedIn(request).staff.id;
      // So that there is always an admin: nobody demotes or disables themselves.
      if (self && ((request.body.role && request.body.role !== 'admin') || request.body.disabled)) {
        throw badRequest('You cannot remove your own admin role or disable your own account: ask another admin.');
      }
      const row = await accounts.update(id, request.body, actor(request));
      if (!row) throw notFound('No staff account with this id.');
      if (row.disabledAt) await sessions.endAll(id);
      return { staff: toMember(row) };
    });

    await route(api, resetStaffPassword, { onRequest: [admin, csrf] }, async (request) => {
      const { id } = request.params;
      if (id === signedIn(request).staff.id) throw badRequest('Change your own password from your account, not by a reset.');
      const reset = await accounts.resetPassword(id, actor(request));
      if (!reset) throw notFound('No staff account with this id.');
      await sessions.endAll(id);
      return { staff: toMember(reset.row), oneTimePassword: reset.oneTimePassword };
    });

  };
}
