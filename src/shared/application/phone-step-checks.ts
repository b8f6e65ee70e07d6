import * as z from 'zod/mini';
import { stepBody } from './fields.js';
import { uaeMobileSchema } from './phone.js';
import { msg } from '../i18n/msg.js';

const phone = stepBody({ phone: uaeMobileSchema });

/** The refusal when the spouse's number is the client's own (server 400 and the field alike). */
export const SPOUSE_NUMBER_IS_OWN = msg("Your spouse's number must be different from your own number");

/** Spouse and client numbers as the phone steps keep them (E.164): a refusal when they are the same. */
export function spouseNumberRefusal(spouse: string | undefined, client: string | undefined): string | null {
  return spouse && client && spouse === client ? SPOUSE_NUMBER_IS_OWN : null;
}

/**
 * CLIENT_SPOUSE_NUMBER: the spouse's mobile, or `signsAlone` for a client who signs without a
 * spouse (docs/decisions/2026-11-25-spouse-optional.md); then no number is kept.
 */
const spouse = stepBody({ phone: z.optional(uaeMobileSchema), signsAlone: z.optional(z.boolean()) }).check(
  z.refine((v) => v.signsAlone === true || v.phone !== undefined, { error: msg('Enter a mobile number'), path: ['phone'] }),
  z.overwrite((v) => (v.signsAlone === true ? { signsAlone: true } : { phone: v.phone, signsAlone: false })),
);

/** The spouse step as the form checks it, knowing the client's own number (E.164) to refuse it. */
export function spouseStepSchema(clientPhone: string | undefined) {
  return spouse.check(
    z.refine((v) => spouseNumberRefusal(v.phone, clientPhone) === null, { error: SPOUSE_NUMBER_IS_OWN, path: ['phone'] }),
  );
}

/** The phone number steps: apart from the other steps, as they bring libphonenumber-js with them. */
export const phoneStepSchemas = {
  CLIENT_PHONE_NUMBER: phone,
  CLIENT_WHATSAPP_NUMBER: phone,
  CLIENT_SPOUSE_NUMBER: spouse,
};
