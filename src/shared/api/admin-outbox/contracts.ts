import { defineContract } from '../contract.js';

/** The back office's outbox: every SMS the site sent or is sending. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listOutbox = defineContract({
  method: 'GET',
  path: '/api/admin/outbox',
  details: () => load().then((d) => d.listOutbox),
});

export const resendMessage = defineContract({
  method: 'POST',
  path: '/api/admin/outbox/:id/resend',
  details: () => load().then((d) => d.resendMessage),
});
