import { getContactNumber } from '../../../shared/api/public/contracts';
import type { ContactNumberCode } from '../../../shared/api/public/schemas';
import { api } from '../../lib/api';

/** A code the server knows (CONTACT_NUMBER_CODES), checked without loading the schemas. */
const isContactCode = (code: string | null): code is ContactNumberCode => code !== null && /^(default|nb[1-5])$/.test(code);

/** A contact line by its nb code (default, nb1 to nb5). */
export function contactNumberQueryOptions(code: string | null) {
  return {
    queryKey: ['contact-number', code] as const,
    queryFn: () => api(getContactNumber, { query: { code: isContactCode(code) ? code : undefined } }, { silent: true }),
    enabled: isContactCode(code),
    staleTime: 5 * 60_000,
  };
}
