import { z } from 'zod';
import type { Checked } from '../application/checked.js';
import { checkCardCvv, checkCardExpiry, checkCardNumber, checkEmiratesIdNumber, checkOtp, checkPersonName, checkSignature } from '../application/fields.js';
import { checkIban } from '../application/iban.js';
import { checkUaeMobile } from '../application/phone.js';

/**
 * Field schemas of the hire application for the server's parser. The rules themselves are the
 * zod-free checks of src/shared/application (which the web app uses directly); a schema here
 * gives the first rule broken as its issue, as a chain of refinements would.
 */

export * from '../application/constants.js';
export { bankNameOfIban, UAE_BANKS } from '../application/iban.js';

export const maskIban = (iban: string) => `•••• ${iban.slice(-4)}`;

/** A string, then a zod-free check: its normalised value, or one issue with the check's message. */
function checkedString(typeMessage: string, check: (value: string) => Checked) {
  return z.string({ error: typeMessage }).transform((value, ctx) => {
    const checked = check(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}

export const ibanSchema = checkedString('Enter your IBAN', checkIban);

/** A UAE mobile number in any common form (050…, +971 50…, 97150…), normalised to E.164. */
export const uaeMobileSchema = checkedString('Enter a mobile number', checkUaeMobile);

/** A drawn signature as a PNG data URL; an empty pad gives none, and a tiny image is a blank one. */
export const signatureSchema = checkedString('Please sign in the box', checkSignature);

export const emiratesIdNumberSchema = checkedString('Enter your Emirates ID number', checkEmiratesIdNumber);

export const personNameSchema = checkedString('Enter your full name', checkPersonName);

export const cardNumberSchema = checkedString('Enter your card number', checkCardNumber);

/** MM/YY, not in the past. */
export const cardExpirySchema = checkedString('Enter the expiry date', checkCardExpiry);

export const cardCvvSchema = checkedString('Enter the security code', checkCardCvv);

export const otpSchema = checkedString('Enter the code', checkOtp);
