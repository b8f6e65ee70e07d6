import { z } from 'zod';
import { mobileNumber } from '../application/phone-step-checks.js';
import type { FieldRule } from '../application/rules.js';
import { otpCode } from '../application/step-checks.js';

/**
 * The hire application's constants, and the field schemas the server parses outside a step's body.
 * The rules themselves are the zod-free field rules of src/shared/application (which the web app
 * uses directly); a schema here gives the first rule broken as its one issue.
 */

export * from '../application/constants.js';
export { bankNameOfIban, UAE_BANKS } from '../application/iban.js';

export const maskIban = (iban: string) => `•••• ${iban.slice(-4)}`;

/** A zod-free field rule as a schema: its normalised value, or one issue with its message. */
export function fieldSchema<T>(rule: FieldRule<T>): z.ZodType<T, unknown> {
  return z.unknown().transform((value, ctx) => {
    const checked = rule(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}

/** A UAE mobile number in any common form (050…, +971 50…, 97150…), normalised to E.164. */
export const uaeMobileSchema = fieldSchema(mobileNumber);

export const otpSchema = fieldSchema(otpCode);
