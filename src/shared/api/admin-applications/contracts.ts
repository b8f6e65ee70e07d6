import { defineContract } from '../contract.js';

/** The back office's applications desk: the families' hire applications, read side (docs/api/admin.md). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listApplications = defineContract({
  method: 'GET',
  path: '/api/admin/applications',
  details: () => load().then((d) => d.listApplications),
});

export const getAdminApplication = defineContract({
  method: 'GET',
  path: '/api/admin/applications/:id',
  details: () => load().then((d) => d.getAdminApplication),
});

export const revealApplicationIban = defineContract({
  method: 'POST',
  path: '/api/admin/applications/:id/iban-reveal',
  details: () => load().then((d) => d.revealApplicationIban),
});

export const revealApplicationEmiratesId = defineContract({
  method: 'POST',
  path: '/api/admin/applications/:id/emirates-id-reveal',
  details: () => load().then((d) => d.revealApplicationEmiratesId),
});

export const getApplicationDocument = defineContract({
  method: 'GET',
  path: '/api/admin/applications/:id/documents/:docId',
  file: ['image/jpeg', 'image/png', 'application/pdf'],
  details: () => load().then((d) => d.getApplicationDocument),
});

export const getApplicationSignedPdf = defineContract({
  method: 'GET',
  path: '/api/admin/applications/:id/signed-forms',
  file: ['application/pdf'],
  details: () => load().then((d) => d.getApplicationSignedPdf),
});

export const exportClientData = defineContract({
  method: 'GET',
  path: '/api/admin/applications/:id/client-data',
  file: ['application/zip'],
  details: () => load().then((d) => d.exportClientData),
});

export const eraseClientData = defineContract({
  method: 'POST',
  path: '/api/admin/applications/:id/erase',
  details: () => load().then((d) => d.eraseClientData),
});

export const changeApplicationStage = defineContract({
  method: 'POST',
  path: '/api/admin/applications/:id/stage',
  details: () => load().then((d) => d.changeApplicationStage),
});

export const assignApplication = defineContract({
  method: 'PUT',
  path: '/api/admin/applications/:id/assignee',
  details: () => load().then((d) => d.assignApplication),
});

export const addApplicationNote = defineContract({
  method: 'POST',
  path: '/api/admin/applications/:id/notes',
  details: () => load().then((d) => d.addApplicationNote),
});

export const resendSpouseLink = defineContract({
  method: 'POST',
  path: '/api/admin/applications/:id/spouse-link',
  details: () => load().then((d) => d.resendSpouseLink),
});

export const listApplicationAssignees = defineContract({
  method: 'GET',
  path: '/api/admin/application-assignees',
  details: () => load().then((d) => d.listApplicationAssignees),
});
