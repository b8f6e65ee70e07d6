import { defineContract } from '../contract.js';

/** The back office's catalogue: the maids staff list, add, edit, show, hide and rank. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listAdminMaids = defineContract({
  method: 'GET',
  path: '/api/admin/maids',
  details: () => load().then((d) => d.listAdminMaids),
});

export const getAdminMaid = defineContract({
  method: 'GET',
  path: '/api/admin/maids/:id',
  details: () => load().then((d) => d.getAdminMaid),
});

export const createMaid = defineContract({
  method: 'POST',
  path: '/api/admin/maids',
  details: () => load().then((d) => d.createMaid),
});

export const updateMaid = defineContract({
  method: 'PUT',
  path: '/api/admin/maids/:id',
  details: () => load().then((d) => d.updateMaid),
});

export const confirmMaidAvailability = defineContract({
  method: 'POST',
  path: '/api/admin/maids/:id/confirm-availability',
  details: () => load().then((d) => d.confirmMaidAvailability),
});

export const listAdminNationalities = defineContract({
  method: 'GET',
  path: '/api/admin/nationalities',
  details: () => load().then((d) => d.listAdminNationalities),
});

export const uploadMaidVideo = defineContract({
  method: 'POST',
  path: '/api/admin/maids/:id/video',
  details: () => load().then((d) => d.uploadMaidVideo),
});

export const getMaidVideo = defineContract({
  method: 'GET',
  path: '/api/admin/maids/:id/video',
  details: () => load().then((d) => d.getMaidVideo),
});
