import { defineContract } from '../contract.js';

/** The back office's FAQ and content pages: texts staff write in every language (issue 31). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listFaqEntries = defineContract({ method: 'GET', path: '/api/admin/faq', details: () => load().then((d) => d.listFaqEntries) });
export const addFaqEntry = defineContract({ method: 'POST', path: '/api/admin/faq', details: () => load().then((d) => d.addFaqEntry) });
export const updateFaqEntry = defineContract({ method: 'PUT', path: '/api/admin/faq/:id', details: () => load().then((d) => d.updateFaqEntry) });
export const removeFaqEntry = defineContract({ method: 'DELETE', path: '/api/admin/faq/:id', details: () => load().then((d) => d.removeFaqEntry) });
export const orderFaqEntries = defineContract({ method: 'PUT', path: '/api/admin/faq-order', details: () => load().then((d) => d.orderFaqEntries) });
export const listContentPages = defineContract({ method: 'GET', path: '/api/admin/content-pages', details: () => load().then((d) => d.listContentPages) });
export const updateContentPage = defineContract({ method: 'PUT', path: '/api/admin/content-pages/:pageCode', details: () => load().then((d) => d.updateContentPage) });
