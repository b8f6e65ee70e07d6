import { defineContract } from '../contract.js';

/** The site's utility calls: visit tracking, the WhatsApp configuration, the confirm link, analytics (spec section 7). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const qrScanned = defineContract({
  method: 'GET',
  path: '/api/sales/appsutils/qrscanned',
  details: () => load().then((d) => d.qrScanned),
});

export const getWhatsappConfig = defineContract({
  method: 'GET',
  path: '/api/sales/appsutils/getwhatsappconfig',
  details: () => load().then((d) => d.getWhatsappConfig),
});

export const confirmDdcLink = defineContract({
  method: 'POST',
  path: '/api/sales/appsutils/confirmddclink',
  details: () => load().then((d) => d.confirmDdcLink),
});

export const addUrlLog = defineContract({
  method: 'POST',
  path: '/api/sales/appsutils/addurllog',
  details: () => load().then((d) => d.addUrlLog),
});

export const logEvent = defineContract({
  method: 'POST',
  path: '/api/sales/appsutils/logevent',
  details: () => load().then((d) => d.logEvent),
});
