import { urlOf } from '../../../shared/api/contract';
import { downloadResource } from '../../../shared/api/resources/contracts';
import { productSlug } from '../../lib/site-meta';

export { CONTRACT_SAMPLE_CODE, GUIDE_CODE, VISA_SERVICE_SAMPLE_CODE } from '../../../shared/api/resources/codes';

/** A downloadable PDF's address, for the viewer or a link. */
export function resourceUrl(code: string): string {
  return urlOf(downloadResource, {}, { code });
}

export const insuranceCode = () => `${productSlug()}_site_insurance`;
