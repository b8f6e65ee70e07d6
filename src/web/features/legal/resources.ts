import { urlOf } from '../../../shared/api/contract';
import { downloadResource } from '../../../shared/api/resources/contracts';
import { productSlug } from '../../lib/site-meta';

/** A downloadable PDF's address, for the viewer or a link. */
export function resourceUrl(code: string): string {
  return urlOf(downloadResource, {}, { code });
}

export const CONTRACT_SAMPLE_CODE = 'flixeble_package_contract_sample';
export const GUIDE_CODE = 'mvp_guide';
export const insuranceCode = () => `${productSlug()}_site_insurance`;
