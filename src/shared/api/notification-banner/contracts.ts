import { defineContract } from '../contract.js';

/** The notification banner staff put on the public site, and the call the site reads it with. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const getNotificationBanner = defineContract({
  method: 'GET',
  path: '/api/public/notification-banner',
  details: () => load().then((d) => d.getNotificationBanner),
});

export const getStaffNotificationBanner = defineContract({
  method: 'GET',
  path: '/api/admin/notification-banner',
  details: () => load().then((d) => d.getStaffNotificationBanner),
});

export const saveNotificationBanner = defineContract({
  method: 'PUT',
  path: '/api/admin/notification-banner',
  details: () => load().then((d) => d.saveNotificationBanner),
});

export const removeNotificationBanner = defineContract({
  method: 'DELETE',
  path: '/api/admin/notification-banner',
  details: () => load().then((d) => d.removeNotificationBanner),
});
