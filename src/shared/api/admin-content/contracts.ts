import { defineContract } from '../contract.js';

/** The back office's site content: parameters (visa wait days, Google rating) and contact lines. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listSiteParameters = defineContract({
  method: 'GET',
  path: '/api/admin/site-parameters',
  details: () => load().then((d) => d.listSiteParameters),
});

export const updateSiteParameter = defineContract({
  method: 'PUT',
  path: '/api/admin/site-parameters/:code',
  details: () => load().then((d) => d.updateSiteParameter),
});

export const listContactNumbers = defineContract({
  method: 'GET',
  path: '/api/admin/contact-numbers',
  details: () => load().then((d) => d.listContactNumbers),
});

export const updateContactNumber = defineContract({
  method: 'PUT',
  path: '/api/admin/contact-numbers/:code',
  details: () => load().then((d) => d.updateContactNumber),
});
