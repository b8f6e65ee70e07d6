import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod/mini';
import { rule } from './messages.js';
import { msg } from '../i18n/msg.js';

const UAE_MOBILE_NATIONAL = /^5[024568]\d{7}$/;

const parsed = (v: string) => parsePhoneNumberFromString(v, 'AE');

/** A UAE mobile number in any common form (050…, +971 50…, 97150…), normalised to E.164. */
export const uaeMobileSchema = z.string({ error: msg('Enter a mobile number') }).check(
  z.trim(),
  z.minLength(1, rule(msg('Enter a mobile number'))),
  z.maxLength(32, rule(msg('This number is too long'))),
  z.refine((v) => {
    const phone = parsed(v);
    return phone !== undefined && phone.isValid() && phone.country === 'AE';
  }, rule(msg('Enter a UAE mobile number, e.g. 050 123 4567'))),
  // The small metadata has no number types; UAE mobile numbers are 5X XXX XXXX with these carriers' prefixes.
  z.refine((v) => UAE_MOBILE_NATIONAL.test(parsed(v)?.nationalNumber ?? ''), rule(msg('Enter a mobile number, not a landline'))),
  z.overwrite((v) => parsed(v)?.number ?? v),
);
