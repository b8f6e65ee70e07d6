import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { fail, ok, type Checked } from './checked.js';

const UAE_MOBILE_NATIONAL = /^5[024568]\d{7}$/;

/** A UAE mobile number in any common form (050…, +971 50…, 97150…), normalised to E.164. */
export function checkUaeMobile(input: string): Checked {
  const v = input.trim();
  if (v.length < 1) return fail('Enter a mobile number');
  if (v.length > 32) return fail('This number is too long');
  const parsed = parsePhoneNumberFromString(v, 'AE');
  if (!parsed || !parsed.isValid() || parsed.country !== 'AE') return fail('Enter a UAE mobile number, e.g. 050 123 4567');
  // The small metadata has no number types; UAE mobile numbers are 5X XXX XXXX with these carriers' prefixes.
  if (!UAE_MOBILE_NATIONAL.test(parsed.nationalNumber)) return fail('Enter a mobile number, not a landline');
  return ok(parsed.number);
}
