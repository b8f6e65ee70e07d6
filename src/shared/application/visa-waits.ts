import { msg } from '../i18n/msg.js';

/**
 * The visa's own waits, in the order they happen, each a site parameter of wait days that staff
 * set in the back office (spec section 9): together they are the visa stage's expected days. A
 * module of its own: the landing's visa facts list them without loading the application's stages.
 */
export const VISA_WAITS = [
  { code: 'sites_wait_after_paying_visa', title: msg('After you pay for the visa') },
  { code: 'sites_wait_after_medical_visa', title: msg('After the medical test') },
  { code: 'sites_wait_after_sending_passport', title: msg('After you send the passport') },
  { code: 'sites_wait_after_visit_center', title: msg('After her fingerprints at our centre') },
] as const;
