import type { ContactNumber } from '../../../shared/api/site';
import { call } from '../../lib/api-call';

/** GET {public}/contactnumber: a contact line by its nb code (default, nb1 to nb5). */
export function contactNumberQueryOptions(code: string | null) {
  const known = code !== null && /^(default|nb[1-5])$/.test(code);
  return {
    queryKey: ['contact-number', code] as const,
    queryFn: () => call<ContactNumber>({ path: '/public/contactnumber', params: { code }, silent: true }),
    enabled: known,
    staleTime: 5 * 60_000,
  };
}
