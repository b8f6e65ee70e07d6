import { defineContract } from '../contract.js';

/** The public site's FAQ and content pages, in the family's language (texts staff write: admin-pages). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const getFaq = defineContract({ method: 'GET', path: '/api/public/faq', details: () => load().then((d) => d.getFaq) });
export const getContentPage = defineContract({ method: 'GET', path: '/api/public/content-pages/:pageCode', details: () => load().then((d) => d.getContentPage) });
