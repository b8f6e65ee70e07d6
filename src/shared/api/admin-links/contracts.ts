import { defineContract } from '../contract.js';

/** The back office's redirect links, QR and campaign slugs. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listLinks = defineContract({
  method: 'GET',
  path: '/api/admin/links',
  details: () => load().then((d) => d.listLinks),
});

export const getLink = defineContract({
  method: 'GET',
  path: '/api/admin/links/:slug',
  details: () => load().then((d) => d.getLink),
});

export const createLink = defineContract({
  method: 'POST',
  path: '/api/admin/links',
  details: () => load().then((d) => d.createLink),
});

export const updateLink = defineContract({
  method: 'PUT',
  path: '/api/admin/links/:slug',
  details: () => load().then((d) => d.updateLink),
});

export const getLinkQr = defineContract({
  method: 'GET',
  path: '/api/admin/links/:slug/qr',
  file: ['image/svg+xml', 'image/png'],
  details: () => load().then((d) => d.getLinkQr),
});

export const exportLinkHits = defineContract({
  method: 'GET',
  path: '/api/admin/link-hits',
  file: ['text/csv'],
  details: () => load().then((d) => d.exportLinkHits),
});
