import * as z from 'zod/mini';
import { MAX_SIGNATURE_BYTES } from './constants.js';
import { rule, wrongType } from './messages.js';
import { msg } from '../i18n/msg.js';

/**
 * The hire application's plain fields (no heavy library): the server parses a step's body with
 * them, and the step forms check their input with the same schemas before sending it.
 */

/** A step's body with these fields; other keys are dropped. */
export const stepBody = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: wrongType('object') });

export const personNameSchema = z.string({ error: msg('Enter your full name') }).check(
  z.trim(),
  z.minLength(2, rule(msg('Enter your full name'))),
  z.maxLength(100, rule(msg('At most 100 characters'))),
);

/** The Luhn check (ISO/IEC 7812): card numbers and Emirates ID numbers end with its digit. */
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

/**
 * 15 digits starting with 784, in any spacing, whose last digit is the Luhn check digit of the
 * other 14 (as on every Emirates ID card: 784-YYYY-NNNNNNN-C); normalised to 784-XXXX-XXXXXXX-X.
 */
export const emiratesIdNumberSchema = z.string({ error: msg('Enter your Emirates ID number') }).check(
  z.overwrite((v) => v.replace(/[\s-]/g, '')),
  z.regex(/^784\d{12}$/, rule(msg('An Emirates ID number has 15 digits and starts with 784'))),
  z.refine(luhnValid, rule(msg('This Emirates ID number is not valid: please check the digits'))),
  z.overwrite((v) => `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`),
);

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const MAX_SIGNATURE_URL_LENGTH = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 32;

/** The data URL's first bytes are PNG's signature; a base64 text too short or badly padded to decode is not a PNG (atob throws on it). */
function startsLikePng(dataUrl: string): boolean {
  try {
    return atob(dataUrl.slice(22, 34)).startsWith('\x89PNG');
  } catch {
    return false;
  }
}

/** A drawn signature as a PNG data URL; an empty pad gives none, and a blank image is refused by the server. */
export const signatureSchema = z.string({ error: msg('Please sign in the box') }).check(
  z.minLength(1, rule(msg('Please sign in the box'))),
  z.maxLength(MAX_SIGNATURE_URL_LENGTH, rule(msg('This signature image is too large'))),
  z.regex(PNG_DATA_URL, rule(msg('Please sign in the box'))),
  z.refine(startsLikePng, rule(msg('The signature must be a PNG image'))),
);


/** Digits only, spaces and dashes dropped. */
export const cardNumberSchema = z.string({ error: msg('Enter your card number') }).check(
  z.overwrite((v) => v.replace(/[\s-]/g, '')),
  z.regex(/^\d{13,19}$/, rule(msg('A card number has 13 to 19 digits'))),
  z.refine(luhnValid, rule(msg('This card number is not valid: please check the digits'))),
);

function notExpired(v: string): boolean {
  const [mm, yy] = v.split('/').map((p) => Number(p.trim()));
  const now = new Date();
  const year = 2000 + yy!;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm! >= now.getUTCMonth() + 1);
}

/** MM/YY, not in the past. */
export const cardExpirySchema = z.string({ error: msg('Enter the expiry date') }).check(
  z.trim(),
  z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, rule(msg('Enter the expiry date as MM/YY'))),
  z.refine(notExpired, rule(msg('This card has expired'))),
);

export const cardCvvSchema = z.string({ error: msg('Enter the security code') }).check(z.regex(/^\d{3,4}$/, rule(msg('The security code has 3 or 4 digits'))));

/** A six-digit code sent by SMS (the card's and the returning client's). */
export const otpSchema = z.string({ error: msg('Enter the code') }).check(z.trim(), z.regex(/^\d{6}$/, rule(msg('The code has 6 digits'))));
