import { defineContract } from '../contract.js';

/** The back office's downloadable PDFs: their list, and replacing one's file. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listAdminResources = defineContract({
  method: 'GET',
  path: '/api/admin/resources',
  details: () => load().then((d) => d.listAdminResources),
});

export const replaceResourceFile = defineContract({
  method: 'PUT',
  path: '/api/admin/resources/:code/file',
  details: () => load().then((d) => d.replaceResourceFile),
});
