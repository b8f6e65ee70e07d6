import { defineContract } from '../contract.js';

/** The back office's staff accounts: sign-in, second factor, and the admins' account management. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const signIn = defineContract({
  method: 'POST',
  path: '/api/admin/session',
  details: () => load().then((d) => d.signIn),
});

export const getStaffSession = defineContract({
  method: 'GET',
  path: '/api/admin/session',
  details: () => load().then((d) => d.getStaffSession),
});

export const signOut = defineContract({
  method: 'DELETE',
  path: '/api/admin/session',
  details: () => load().then((d) => d.signOut),
});

export const changePassword = defineContract({
  method: 'POST',
  path: '/api/admin/session/password',
  details: () => load().then((d) => d.changePassword),
});

export const startTotpEnrolment = defineContract({
  method: 'POST',
  path: '/api/admin/session/totp',
  details: () => load().then((d) => d.startTotpEnrolment),
});

export const confirmTotpEnrolment = defineContract({
  method: 'POST',
  path: '/api/admin/session/totp/confirm',
  details: () => load().then((d) => d.confirmTotpEnrolment),
});

export const listStaff = defineContract({
  method: 'GET',
  path: '/api/admin/staff',
  details: () => load().then((d) => d.listStaff),
});

export const createStaff = defineContract({
  method: 'POST',
  path: '/api/admin/staff',
  details: () => load().then((d) => d.createStaff),
});

export const updateStaff = defineContract({
  method: 'PUT',
  path: '/api/admin/staff/:id',
  details: () => load().then((d) => d.updateStaff),
});

export const resetStaffPassword = defineContract({
  method: 'POST',
  path: '/api/admin/staff/:id/password-reset',
  details: () => load().then((d) => d.resetStaffPassword),
});

export const listAudit = defineContract({
  method: 'GET',
  path: '/api/admin/audit',
  details: () => load().then((d) => d.listAudit),
});
