import { fail, firstBroken, ok, type Checked } from './checked.js';
import { MAX_SIGNATURE_BYTES } from './constants.js';

/** The plain text fields of the hire application (no library needed). */

export function checkPersonName(input: string): Checked {
  const value = input.trim();
  const broken = firstBroken(value, [
    [(v) => v.length >= 2, 'Enter your full name'],
    [(v) => v.length <= 100, 'At most 100 characters'],
  ]);
  return broken ? fail(broken) : ok(value);
}

/** 15 digits starting with 784, in any spacing; normalised to 784-XXXX-XXXXXXX-X. */
export function checkEmiratesIdNumber(input: string): Checked {
  const v = input.replace(/[\s-]/g, '');
  if (!/^784\d{12}$/.test(v)) return fail('An Emirates ID number has 15 digits and starts with 784');
  return ok(`${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`);
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const MAX_SIGNATURE_URL_LENGTH = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 32;

/** A drawn signature as a PNG data URL; an empty pad gives none, and a tiny image is a blank one. */
export function checkSignature(value: string): Checked {
  const broken = firstBroken(value, [
    [(v) => v.length >= 1, 'Please sign in the box'],
    [(v) => v.length <= MAX_SIGNATURE_URL_LENGTH, 'This signature image is too large'],
    [(v) => PNG_DATA_URL.test(v), 'Please sign in the box'],
    [(v) => atob(v.slice(22, 34)).startsWith('\x89PNG'), 'The signature must be a PNG image'],
  ]);
  return broken ? fail(broken) : ok(value);
}

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

export function checkCardNumber(input: string): Checked {
  const value = input.replace(/[\s-]/g, '');
  const broken = firstBroken(value, [
    [(v) => /^\d{13,19}$/.test(v), 'A card number has 13 to 19 digits'],
    [luhnValid, 'This card number is not valid: please check the digits'],
  ]);
  return broken ? fail(broken) : ok(value);
}

function notExpired(v: string): boolean {
  const [mm, yy] = v.split('/').map((p) => Number(p.trim()));
  const now = new Date();
  const year = 2000 + yy!;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm! >= now.getUTCMonth() + 1);
}

/** MM/YY, not in the past. */
export function checkCardExpiry(input: string): Checked {
  const value = input.trim();
  const broken = firstBroken(value, [
    [(v) => /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(v), 'Enter the expiry date as MM/YY'],
    [notExpired, 'This card has expired'],
  ]);
  return broken ? fail(broken) : ok(value);
}

export const checkCardCvv = (value: string): Checked => (/^\d{3,4}$/.test(value) ? ok(value) : fail('The security code has 3 or 4 digits'));

export function checkOtp(input: string): Checked {
  const value = input.trim();
  return /^\d{6}$/.test(value) ? ok(value) : fail('The code has 6 digits');
}
