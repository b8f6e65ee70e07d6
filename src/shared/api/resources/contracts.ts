import { defineContract } from '../contract.js';

/** The downloadable PDFs: contract samples, the guide, the insurance terms, the legal disclosure (spec section 7). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');
const file = ['application/pdf'];

export const downloadResource = defineContract({
  method: 'GET',
  path: '/api/sales/resources/downloadresource',
  file,
  details: () => load().then((d) => d.downloadResource),
});

export const getLegalDisclosureFile = defineContract({
  method: 'GET',
  path: '/api/sales/appsutils/getlegaldisclosurefile',
  file,
  details: () => load().then((d) => d.getLegalDisclosureFile),
});
