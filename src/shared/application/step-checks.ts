import * as z from 'zod/mini';
import { arrivalDayRefusal, TOO_EARLY, TOO_LATE } from './arrival-dates.js';
import { ARRIVAL_WINDOWS, EMIRATES, HEARD_ABOUT_US_SOURCES, MONTHLY_PAYMENT_FORMS } from './constants.js';
import {
  cardCvvSchema,
  cardExpirySchema,
  cardNumberSchema,
  emiratesIdNumberSchema,
  otpSchema,
  personNameSchema,
  signatureSchema,
  stepBody,
} from './fields.js';
import { signedFormSchema } from '../api/offer/schemas.js';
import { rule, wrongType } from './messages.js';
import { msg } from '../i18n/msg.js';

/**
 * The body of each step that needs no phone or IBAN library (those are in phone-step-checks.ts and
 * iban-step-checks.ts, so that only their screens load them). The server parses a submitted step
 * with these; the step's form checks its input with the same schema.
 */

/** A step without data: any key is refused, and named. */
const noFields = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : wrongType('object')(issue),
  },
);

const confirmed = stepBody({ confirmed: z.literal(true, { error: msg('Please confirm to continue') }) });

/** A day from the earliest to the latest arrival, on Dubai's calendar (arrival-dates.ts). */
const arrivalDate = z.string({ error: msg('Choose a date') }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, rule(msg('Choose a date'))),
  z.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), rule(msg('Choose a valid date'))),
  z.refine((d) => arrivalDayRefusal(d) !== TOO_EARLY, rule(TOO_EARLY)),
  z.refine((d) => arrivalDayRefusal(d) !== TOO_LATE, rule(TOO_LATE)),
);

/** A required line of text, trimmed, of at most `max` characters. */
/** A line of the address: `required` when empty, `tooLong` past `max` (each its own text, for the translation layer). */
const line = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, rule(required)), z.maxLength(max, rule(tooLong)));

// One message stands for every type issue, a fraction too.
const SIGNATURE_INDEX_TYPE = 'signatureIndex must be a number';
const signatureIndex = z.number({ error: SIGNATURE_INDEX_TYPE }).check(
  z.refine(Number.isInteger, rule(SIGNATURE_INDEX_TYPE)),
  z.minimum(1, rule('signatureIndex starts at 1')),
  z.maximum(MONTHLY_PAYMENT_FORMS, rule(`There are ${MONTHLY_PAYMENT_FORMS} payment forms`)),
);

/** Up to 20 positive whole ids, in zod's wording (the API has always answered with it); a bad id is named by its index. */
const matchingTypeId = z.number({ error: wrongType('number') }).check(
  z.refine(Number.isInteger, rule('Invalid input: expected int, received number')),
  z.positive(rule('Too small: expected number to be >0')),
);

export const plainStepSchemas = {
  REQUIRED_DOCUMENTS: stepBody({
    clientName: personNameSchema,
    emiratesIdNumber: emiratesIdNumberSchema,
    needsVisa: z.boolean({ error: msg('Say whether you have a residence visa page') }),
  }),
  // The card's fields only in test mode: with a real provider the card is typed on its hosted page (payment-provider.ts).
  CREDIT_CARD_INFO: stepBody({
    nameOnCard: personNameSchema,
    cardNumber: z.optional(cardNumberSchema),
    expiry: z.optional(cardExpirySchema),
    cvv: z.optional(cardCvvSchema),
  }),
  CHECK_OTP: stepBody({ otp: otpSchema }),
  // `form`: the form as the page showed it above the pad; one that reads otherwise now is refused (409).
  SIGN_DIRECT_DEBIT: stepBody({ signature: signatureSchema, form: z.optional(signedFormSchema) }),
  CONFIRM_MAID_ARRIVAL: confirmed,
  SIGN_MONTHLY_PAYMENTS: stepBody({ signatureIndex, signature: signatureSchema, form: z.optional(signedFormSchema) }),
  SMS_SENT: noFields,
  MAID_ARRIVAL: stepBody({
    date: arrivalDate,
    window: z.enum(ARRIVAL_WINDOWS, { error: msg('Choose a time window') }),
  }),
  CLIENT_ADDRESS: stepBody({
    emirate: z.enum(EMIRATES, { error: msg('Choose your emirate') }),
    area: line(msg('Enter the area'), 120, msg('At most 120 characters')),
    building: line(msg('Enter the building or villa'), 120, msg('At most 120 characters')),
    apartment: line(msg('Enter the apartment or villa number'), 40, msg('At most 40 characters')),
  }),
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: confirmed,
  SPOUSE_DID_NOT_SIGN_YET: noFields,
  MOST_HATED_MATCHING_TYPE: stepBody({
    matchingTypeIds: z.array(matchingTypeId, { error: wrongType('array') }).check(z.maxLength(20, msg('Choose at most 20'))),
  }),
  HOW_DID_HEAR_ABOUT_US: stepBody({
    source: z.enum(HEARD_ABOUT_US_SOURCES, { error: msg('Choose an answer') }),
    other: z.optional(z.string({ error: wrongType('string') }).check(z.trim(), z.maxLength(200, rule(msg('At most 200 characters'))))),
  }),
  ABU_DHABI_MISMATCHED: confirmed,
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: confirmed,
  END_WORK_FLOW: noFields,
};
