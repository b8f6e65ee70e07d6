/**
 * Plain constants of the API contracts, in a module without zod so that the web app can import
 * them without pulling the schema library into its first-load bundle.
 */

export { DEFAULT_PAGE_CODE } from './page-code.js';

/** The site parameter codes of the spec's section 3. */
export const SITE_PARAMETER_CODES = [
  'sites_visa_eta_value',
  'sites_visa_eta_show',
  'sites_wait_after_paying_visa',
  'sites_wait_after_medical_visa',
  'sites_wait_after_sending_passport',
  'sites_wait_after_visit_center',
  'sites_call_us_show',
] as const;
