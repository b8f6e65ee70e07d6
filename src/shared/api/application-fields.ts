import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/** Field schemas of the hire application, shared by the client's forms and the server's parser. */

export const UAE_IBAN_LENGTH = 23;

/** Bank codes are the three digits after the check digits of a UAE IBAN. */
export const UAE_BANKS: Readonly<Record<string, string>> = {
  '023': 'Commercial Bank of Dubai',
  '024': 'Dubai Islamic Bank',
  '026': 'Emirates NBD',
  '030': 'Abu Dhabi Commercial Bank',
  '033': 'Mashreq',
  '034': 'Emirates Islamic',
  '035': 'First Abu Dhabi Bank',
  '040': 'RAKBANK',
  '050': 'Abu Dhabi Islamic Bank',
};

export function bankNameOfIban(iban: string): string | null {
  const compact = electronicFormatIBAN(iban) ?? '';
  return compact.startsWith('AE') ? (UAE_BANKS[compact.slice(4, 7)] ?? null) : null;
}

export const maskIban = (iban: string) => `•••• ${iban.slice(-4)}`;

export const ibanSchema = z
  .string({ error: 'Enter your IBAN' })
  .transform((v) => electronicFormatIBAN(v.trim()) ?? '')
  .refine((v) => v.length > 0, 'Enter your IBAN')
  .refine((v) => v.startsWith('AE'), 'Enter a UAE IBAN: it starts with AE')
  .refine((v) => v.length === UAE_IBAN_LENGTH, `A UAE IBAN has ${UAE_IBAN_LENGTH} characters: AE, 2 check digits and 19 digits`)
  .refine((v) => /^AE\d{21}$/.test(v), 'A UAE IBAN has only digits after AE')
  .refine((v) => isValidIBAN(v), 'This IBAN is not valid: please check the digits');

const UAE_MOBILE_NATIONAL = /^5[024568]\d{7}$/;

/** A UAE mobile number in any common form (050…, +971 50…, 97150…), normalised to E.164. */
export const uaeMobileSchema = z
  .string({ error: 'Enter a mobile number' })
  .trim()
  .min(1, 'Enter a mobile number')
  .max(32, 'This number is too long')
  .transform((v, ctx) => {
    const parsed = parsePhoneNumberFromString(v, 'AE');
    if (!parsed || !parsed.isValid() || parsed.country !== 'AE') {
      ctx.addIssue({ code: 'custom', message: 'Enter a UAE mobile number, e.g. 050 123 4567' });
      return z.NEVER;
    }
    // The small metadata has no number types; UAE mobile numbers are 5X XXX XXXX with these carriers' prefixes.
    if (!UAE_MOBILE_NATIONAL.test(parsed.nationalNumber)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a mobile number, not a landline' });
      return z.NEVER;
    }
    return parsed.number;
  });

export const MAX_SIGNATURE_BYTES = 512 * 1024;
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** A drawn signature as a PNG data URL; an empty pad gives none, and a tiny image is a blank one. */
export const signatureSchema = z
  .string({ error: 'Please sign in the box' })
  .min(1, 'Please sign in the box')
  .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 32, 'This signature image is too large')
  .regex(PNG_DATA_URL, 'Please sign in the box')
  .refine((v) => atob(v.slice(22, 34)).startsWith('\x89PNG'), 'The signature must be a PNG image');

export const emiratesIdNumberSchema = z
  .string({ error: 'Enter your Emirates ID number' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^784\d{12}$/.test(v), 'An Emirates ID number has 15 digits and starts with 784')
  .transform((v) => `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`);

export const personNameSchema = z
  .string({ error: 'Enter your full name' })
  .trim()
  .min(2, 'Enter your full name')
  .max(100, 'At most 100 characters');

export const EMIRATES = ['ABU_DHABI', 'DUBAI', 'SHARJAH', 'AJMAN', 'UMM_AL_QUWAIN', 'RAS_AL_KHAIMAH', 'FUJAIRAH'] as const;
export type Emirate = (typeof EMIRATES)[number];

export const ARRIVAL_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export const MAX_ARRIVAL_DAYS_AHEAD = 90;

export const DOCUMENT_KINDS = ['emirates_id_front', 'emirates_id_back', 'passport', 'visa'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = ['emirates_id_front', 'emirates_id_back', 'passport'];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const HEARD_ABOUT_US_SOURCES = ['google', 'facebook', 'instagram', 'tiktok', 'youtube', 'friend', 'other'] as const;

/** Monthly payment forms signed one by one (signature index 1..N). */
export const MONTHLY_PAYMENT_FORMS = 3;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const cardNumberSchema = z
  .string({ error: 'Enter your card number' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{13,19}$/.test(v), 'A card number has 13 to 19 digits')
  .refine(luhnValid, 'This card number is not valid: please check the digits');

/** MM/YY, not in the past. */
export const cardExpirySchema = z
  .string({ error: 'Enter the expiry date' })
  .trim()
  .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY')
  .refine((v) => {
    const [mm, yy] = v.split('/').map((p) => Number(p.trim()));
    const now = new Date();
    const year = 2000 + yy!;
    return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm! >= now.getUTCMonth() + 1);
  }, 'This card has expired');

export const cardCvvSchema = z.string({ error: 'Enter the security code' }).regex(/^\d{3,4}$/, 'The security code has 3 or 4 digits');

export const otpSchema = z.string({ error: 'Enter the code' }).trim().regex(/^\d{6}$/, 'The code has 6 digits');

/** Test mode's cards (the only payment provider shipped): no real money moves. */
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
