import { z } from 'zod';
import type { Step } from '../workflow/steps.js';
import {
  ARRIVAL_WINDOWS,
  cardCvvSchema,
  cardExpirySchema,
  cardNumberSchema,
  otpSchema,
  emiratesIdNumberSchema,
  EMIRATES,
  HEARD_ABOUT_US_SOURCES,
  ibanSchema,
  MAX_ARRIVAL_DAYS_AHEAD,
  MONTHLY_PAYMENT_FORMS,
  personNameSchema,
  signatureSchema,
  uaeMobileSchema,
} from './application-fields.js';

const isoDate = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Choose a valid date');

const today = () => new Date().toISOString().slice(0, 10);
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const text = (label: string, max = 120) =>
  z.string({ error: `Enter the ${label}` }).trim().min(1, `Enter the ${label}`).max(max, `At most ${max} characters`);

const empty = z.object({}).strict();
const confirmed = z.object({ confirmed: z.literal(true, { error: 'Please confirm to continue' }) });

/** The body each step accepts; the client's form and the server's handler use the same one. */
export const stepDataSchemas = {
  REQUIRED_DOCUMENTS: z.object({
    clientName: personNameSchema,
    emiratesIdNumber: emiratesIdNumberSchema,
    needsVisa: z.boolean({ error: 'Say whether you have a residence visa page' }),
  }),
  BANK_INFO: z.object({ iban: ibanSchema, accountHolderName: personNameSchema }),
  IBAN_VALIDATION: z.object({ iban: ibanSchema }),
  CREDIT_CARD_INFO: z.object({
    nameOnCard: personNameSchema,
    cardNumber: cardNumberSchema,
    expiry: cardExpirySchema,
    cvv: cardCvvSchema,
  }),
  CHECK_OTP: z.object({ otp: otpSchema }),
  SIGN_DIRECT_DEBIT: z.object({ signature: signatureSchema }),
  CONFIRM_MAID_ARRIVAL: confirmed,
  SIGN_MONTHLY_PAYMENTS: z.object({
    signatureIndex: z
      .number({ error: 'signatureIndex must be a number' })
      .int()
      .min(1, 'signatureIndex starts at 1')
      .max(MONTHLY_PAYMENT_FORMS, `There are ${MONTHLY_PAYMENT_FORMS} payment forms`),
    signature: signatureSchema,
  }),
  SMS_SENT: empty,
  MAID_ARRIVAL: z.object({
    date: isoDate
      .refine((v) => v >= today(), 'Choose today or a later date')
      .refine((v) => v <= daysAhead(MAX_ARRIVAL_DAYS_AHEAD), `Choose a date within ${MAX_ARRIVAL_DAYS_AHEAD} days`),
    window: z.enum(ARRIVAL_WINDOWS, { error: 'Choose a time window' }),
  }),
  CLIENT_ADDRESS: z.object({
    emirate: z.enum(EMIRATES, { error: 'Choose your emirate' }),
    area: text('area'),
    building: text('building or villa'),
    apartment: text('apartment or villa number', 40),
  }),
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: confirmed,
  CLIENT_PHONE_NUMBER: z.object({ phone: uaeMobileSchema }),
  CLIENT_WHATSAPP_NUMBER: z.object({ phone: uaeMobileSchema }),
  CLIENT_SPOUSE_NUMBER: z.object({ phone: uaeMobileSchema }),
  SPOUSE_DID_NOT_SIGN_YET: empty,
  MOST_HATED_MATCHING_TYPE: z.object({
    matchingTypeIds: z.array(z.number().int().positive()).max(20, 'Choose at most 20'),
  }),
  HOW_DID_HEAR_ABOUT_US: z.object({
    source: z.enum(HEARD_ABOUT_US_SOURCES, { error: 'Choose an answer' }),
    other: z.string().trim().max(200, 'At most 200 characters').optional(),
  }),
  ABU_DHABI_MISMATCHED: confirmed,
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: confirmed,
  END_WORK_FLOW: empty,
} satisfies Partial<Record<Step, z.ZodType>>;

export type StepWithData = keyof typeof stepDataSchemas;
export type StepData<S extends StepWithData> = z.infer<(typeof stepDataSchemas)[S]>;

export function hasStepData(step: Step): step is StepWithData {
  return step in stepDataSchemas;
}

/** Field errors as { field: message } for the form, from a failed safeParse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}
