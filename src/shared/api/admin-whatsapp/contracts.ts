import { defineContract } from '../contract.js';

/**
 * The back office's WhatsApp configurations: which number and prefilled message a family's chat
 * opens with, per maid, affiliate event, website type and landing page (getwhatsappconfig).
 */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listWhatsappConfigs = defineContract({
  method: 'GET',
  path: '/api/admin/whatsapp-configs',
  details: () => load().then((d) => d.listWhatsappConfigs),
});

export const createWhatsappConfig = defineContract({
  method: 'POST',
  path: '/api/admin/whatsapp-configs',
  details: () => load().then((d) => d.createWhatsappConfig),
});

export const updateWhatsappConfig = defineContract({
  method: 'PUT',
  path: '/api/admin/whatsapp-configs/:id',
  details: () => load().then((d) => d.updateWhatsappConfig),
});

export const deleteWhatsappConfig = defineContract({
  method: 'DELETE',
  path: '/api/admin/whatsapp-configs/:id',
  details: () => load().then((d) => d.deleteWhatsappConfig),
});
