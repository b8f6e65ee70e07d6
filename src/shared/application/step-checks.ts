import { fail, firstBroken, ok, type Checked } from './checked.js';
import { ARRIVAL_WINDOWS, EMIRATES, HEARD_ABOUT_US_SOURCES, MAX_ARRIVAL_DAYS_AHEAD, MONTHLY_PAYMENT_FORMS } from './constants.js';
import { checkCardCvv, checkCardExpiry, checkCardNumber, checkEmiratesIdNumber, checkOtp, checkPersonName, checkSignature } from './fields.js';
import { fields, noFields, oneOf, optional, stepCheck, text, typeMessage, type FieldRule } from './rules.js';

/**
 * The zod-free checks of the steps that need no phone or IBAN library (those are in
 * phone-step-checks.ts and iban-step-checks.ts); the server's `stepDataSchemas` wrap them.
 */

const isoDay = (msFromNow = 0) => new Date(Date.now() + msFromNow).toISOString().slice(0, 10);

function checkArrivalDate(v: string): Checked {
  const broken = firstBroken(v, [
    [(d) => /^\d{4}-\d{2}-\d{2}$/.test(d), 'Choose a date'],
    [(d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Choose a valid date'],
    [(d) => d >= isoDay(), 'Choose today or a later date'],
    [(d) => d <= isoDay(MAX_ARRIVAL_DAYS_AHEAD * 86_400_000), `Choose a date within ${MAX_ARRIVAL_DAYS_AHEAD} days`],
  ]);
  return broken ? fail(broken) : ok(v);
}

/** A required line of text, trimmed, of at most `max` characters. */
const line = (label: string, max = 120) =>
  text(`Enter the ${label}`, (input) => {
    const v = input.trim();
    if (v.length < 1) return fail(`Enter the ${label}`);
    return v.length <= max ? ok(v) : fail(`At most ${max} characters`);
  });

/** A six-digit code (the server's existing-client check uses it too). */
export const otpCode = text('Enter the code', checkOtp);

const personName = text('Enter your full name', checkPersonName);
const signature = text('Please sign in the box', checkSignature);
const confirmed = fields({ confirmed: (v) => (v === true ? ok(true as const) : fail('Please confirm to continue')) });

const signatureIndex: FieldRule<number> = (v) => {
  // One message stands for every type issue, a fraction too.
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail('signatureIndex must be a number');
  if (v < 1) return fail('signatureIndex starts at 1');
  return v > MONTHLY_PAYMENT_FORMS ? fail(`There are ${MONTHLY_PAYMENT_FORMS} payment forms`) : ok(v);
};

/** Zod's default wording, which the API has always answered with for these ids. */
const positiveIntError = (v: unknown) => {
  if (typeof v !== 'number' || Number.isNaN(v)) return typeMessage('number', v);
  if (!Number.isInteger(v)) return typeMessage('int', v);
  return v > 0 ? undefined : 'Too small: expected number to be >0';
};

/** Up to 20 ids; each bad id is reported at its index (`matchingTypeIds.2`). */
const matchingTypes = stepCheck<{ matchingTypeIds: number[] }>(({ matchingTypeIds: ids }) => {
  if (!Array.isArray(ids)) return { ok: false, errors: { matchingTypeIds: typeMessage('array', ids) } };
  const errors: Record<string, string> = {};
  ids.forEach((id, i) => {
    const message = positiveIntError(id);
    if (message) errors[`matchingTypeIds.${i}`] = message;
  });
  if (ids.length > 20) errors.matchingTypeIds = 'Choose at most 20';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { matchingTypeIds: ids as number[] } };
});

/** Free text, trimmed, of at most 200 characters. */
const otherAnswer: FieldRule<string> = (v) => {
  if (typeof v !== 'string') return fail(typeMessage('string', v));
  const trimmed = v.trim();
  return trimmed.length <= 200 ? ok(trimmed) : fail('At most 200 characters');
};

export const plainStepChecks = {
  REQUIRED_DOCUMENTS: fields({
    clientName: personName,
    emiratesIdNumber: text('Enter your Emirates ID number', checkEmiratesIdNumber),
    needsVisa: (v) => (typeof v === 'boolean' ? ok(v) : fail('Say whether you have a residence visa page')),
  }),
  CREDIT_CARD_INFO: fields({
    nameOnCard: personName,
    cardNumber: text('Enter your card number', checkCardNumber),
    expiry: text('Enter the expiry date', checkCardExpiry),
    cvv: text('Enter the security code', checkCardCvv),
  }),
  CHECK_OTP: fields({ otp: otpCode }),
  SIGN_DIRECT_DEBIT: fields({ signature }),
  CONFIRM_MAID_ARRIVAL: confirmed,
  SIGN_MONTHLY_PAYMENTS: fields({ signatureIndex, signature }),
  SMS_SENT: noFields,
  MAID_ARRIVAL: fields({
    date: text('Choose a date', checkArrivalDate),
    window: oneOf(ARRIVAL_WINDOWS, 'Choose a time window'),
  }),
  CLIENT_ADDRESS: fields({
    emirate: oneOf(EMIRATES, 'Choose your emirate'),
    area: line('area'),
    building: line('building or villa'),
    apartment: line('apartment or villa number', 40),
  }),
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: confirmed,
  SPOUSE_DID_NOT_SIGN_YET: noFields,
  MOST_HATED_MATCHING_TYPE: matchingTypes,
  HOW_DID_HEAR_ABOUT_US: fields({
    source: oneOf(HEARD_ABOUT_US_SOURCES, 'Choose an answer'),
    other: optional(otherAnswer),
  }),
  ABU_DHABI_MISMATCHED: confirmed,
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: confirmed,
  END_WORK_FLOW: noFields,
};
