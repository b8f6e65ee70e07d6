import { defineContract } from '../contract.js';

/** What a family pays and signs: a maid's price before the application, and the forms they sign in it. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const getMaidOffer = defineContract({
  method: 'GET',
  path: '/api/sales/application/offer',
  details: () => load().then((d) => d.getMaidOffer),
});

export const getSignedForms = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/signed-forms',
  details: () => load().then((d) => d.getSignedForms),
});
