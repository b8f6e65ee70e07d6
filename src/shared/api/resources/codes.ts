/** Codes of the downloadable PDFs the site itself links to, shared by the pages and the server. */

/** The hire agreement's sample: /legal, "Hiring a maid"; its fees come from the price lists. */
export const CONTRACT_SAMPLE_CODE = 'flixeble_package_contract_sample';
/** The maid visa service's agreement sample: /legal, "Getting a Visa for a Maid". */
export const VISA_SERVICE_SAMPLE_CODE = 'visa_service_contract_sample';
/** The maid visa guide: /guide. */
export const GUIDE_CODE = 'mvp_guide';
