import { productSlug } from '../../lib/site-meta';

/** The downloadable PDFs (GET {sales}/resources/downloadresource?code=…). */
export function resourceUrl(code: string): string {
  return `/api/sales/resources/downloadresource?code=${encodeURIComponent(code)}`;
}

export const CONTRACT_SAMPLE_CODE = 'flixeble_package_contract_sample';
export const GUIDE_CODE = 'mvp_guide';
export const insuranceCode = () => `${productSlug()}_site_insurance`;
