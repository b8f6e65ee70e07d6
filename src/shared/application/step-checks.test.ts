import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ibanStepSchemas } from './iban-step-checks.js';
import { dubaiDay, TOO_EARLY } from './arrival-dates.js';
import { fieldErrors } from './messages.js';
import { phoneStepSchemas, SPOUSE_NUMBER_IS_OWN, spouseNumberRefusal, spouseStepSchema } from './phone-step-checks.js';
import { plainStepSchemas as steps } from './step-checks.js';

/** The step rules are written only here: the server parses a step's body with these, and the step forms check with them. */

/** What a form shows: the first message of each field ({} when valid). */
function errorsOf(schema: z.ZodMiniType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrors(result.error.issues);
}

/** The values the server keeps: trimmed, normalised, unknown keys dropped. */
function valuesOf(schema: z.ZodMiniType, data: unknown): unknown {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(fieldErrors(result.error.issues))}`);
  return result.data;
}

const day = (offsetDays: number) => dubaiDay(Date.now(), offsetDays);
const png = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1').toString('base64')}`;

describe('step schemas', () => {
  it('MAID_ARRIVAL: a real day from the day after tomorrow to 90 days ahead in Dubai (arrival-dates.ts), and a known window', () => {
    expect(errorsOf(steps.MAID_ARRIVAL, { date: day(2), window: 'evening' })).toEqual({});
    expect(errorsOf(steps.MAID_ARRIVAL, { date: day(90), window: 'morning' })).toEqual({});
    expect(errorsOf(steps.MAID_ARRIVAL, { date: day(1), window: 'noon' })).toEqual({ date: TOO_EARLY, window: 'Choose a time window' });
    expect(errorsOf(steps.MAID_ARRIVAL, { date: day(0), window: 'evening' })).toEqual({ date: TOO_EARLY });
    expect(errorsOf(steps.MAID_ARRIVAL, { date: day(91), window: 'afternoon' })).toEqual({ date: 'Choose a day within the next 90 days' });
    expect(errorsOf(steps.MAID_ARRIVAL, { date: '2030-13-01', window: 'morning' })).toEqual({ date: 'Choose a valid date' });
    expect(errorsOf(steps.MAID_ARRIVAL, { date: '1/2/2030', window: 'morning' })).toEqual({ date: 'Choose a date' });
    expect(errorsOf(steps.MAID_ARRIVAL, {})).toEqual({ date: 'Choose a date', window: 'Choose a time window' });
  });

  it('CLIENT_ADDRESS: an emirate and three trimmed lines of bounded length', () => {
    expect(valuesOf(steps.CLIENT_ADDRESS, { emirate: 'SHARJAH', area: ' Al Nahda ', building: 'x'.repeat(120), apartment: 'y'.repeat(40), extra: 1 })).toEqual({ emirate: 'SHARJAH', area: 'Al Nahda', building: 'x'.repeat(120), apartment: 'y'.repeat(40) });
    expect(errorsOf(steps.CLIENT_ADDRESS, { emirate: 'PARIS', area: ' ', building: 'x'.repeat(121), apartment: 'y'.repeat(41) })).toEqual({
      emirate: 'Choose your emirate',
      area: 'Enter the area',
      building: 'At most 120 characters',
      apartment: 'At most 40 characters',
    });
    expect(errorsOf(steps.CLIENT_ADDRESS, { emirate: 'DUBAI', area: 7, building: null, apartment: true })).toEqual({
      area: 'Enter the area',
      building: 'Enter the building or villa',
      apartment: 'Enter the apartment or villa number',
    });
  });

  it('confirmation steps take `confirmed: true` and nothing else', () => {
    for (const check of [steps.CONFIRM_MAID_ARRIVAL, steps.CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS, steps.ABU_DHABI_MISMATCHED, steps.CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT]) {
      expect(valuesOf(check, { confirmed: true })).toEqual({ confirmed: true });
      for (const confirmed of [false, 'true', 1, null, undefined]) expect(errorsOf(check, { confirmed })).toEqual({ confirmed: 'Please confirm to continue' });
    }
  });

  it('steps without data refuse any key, naming them', () => {
    for (const check of [steps.SMS_SENT, steps.SPOUSE_DID_NOT_SIGN_YET, steps.END_WORK_FLOW]) {
      expect(valuesOf(check, {})).toEqual({});
      expect(errorsOf(check, { extra: 1 })).toEqual({ _form: 'Unrecognized key: "extra"' });
      expect(errorsOf(check, { a: 1, b: 2 })).toEqual({ _form: 'Unrecognized keys: "a", "b"' });
    }
  });

  it('SIGN_MONTHLY_PAYMENTS: a whole signatureIndex from 1 to 3, and a signature', () => {
    expect(valuesOf(steps.SIGN_MONTHLY_PAYMENTS, { signatureIndex: 3, signature: png })).toEqual({ signatureIndex: 3, signature: png });
    expect(errorsOf(steps.SIGN_MONTHLY_PAYMENTS, { signatureIndex: 0, signature: '' })).toEqual({ signatureIndex: 'signatureIndex starts at 1', signature: 'Please sign in the box' });
    expect(errorsOf(steps.SIGN_MONTHLY_PAYMENTS, { signatureIndex: 4, signature: png })).toEqual({ signatureIndex: 'There are 3 payment forms' });
    for (const signatureIndex of [1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null]) {
      expect(errorsOf(steps.SIGN_MONTHLY_PAYMENTS, { signatureIndex, signature: png })).toEqual({ signatureIndex: 'signatureIndex must be a number' });
    }
  });

  it('MOST_HATED_MATCHING_TYPE: up to 20 positive whole ids, each bad one named by its index', () => {
    expect(valuesOf(steps.MOST_HATED_MATCHING_TYPE, { matchingTypeIds: [1, 2, 3] })).toEqual({ matchingTypeIds: [1, 2, 3] });
    expect(errorsOf(steps.MOST_HATED_MATCHING_TYPE, { matchingTypeIds: [] })).toEqual({});
    expect(errorsOf(steps.MOST_HATED_MATCHING_TYPE, { matchingTypeIds: [0, -1, 1.5, '2', null, 4] })).toEqual({
      'matchingTypeIds.0': 'Too small: expected number to be >0',
      'matchingTypeIds.1': 'Too small: expected number to be >0',
      'matchingTypeIds.2': 'Invalid input: expected int, received number',
      'matchingTypeIds.3': 'Invalid input: expected number, received string',
      'matchingTypeIds.4': 'Invalid input: expected number, received null',
    });
    expect(errorsOf(steps.MOST_HATED_MATCHING_TYPE, { matchingTypeIds: Array.from({ length: 21 }, (_, i) => i + 1) })).toEqual({ matchingTypeIds: 'Choose at most 20' });
    expect(errorsOf(steps.MOST_HATED_MATCHING_TYPE, { matchingTypeIds: '1' })).toEqual({ matchingTypeIds: 'Invalid input: expected array, received string' });
  });

  it('HOW_DID_HEAR_ABOUT_US: a known source, and an optional trimmed answer of at most 200 characters', () => {
    expect(valuesOf(steps.HOW_DID_HEAR_ABOUT_US, { source: 'google' })).toEqual({ source: 'google' });
    expect(valuesOf(steps.HOW_DID_HEAR_ABOUT_US, { source: 'other', other: ` ${'x'.repeat(200)} ` })).toEqual({ source: 'other', other: 'x'.repeat(200) });
    expect(errorsOf(steps.HOW_DID_HEAR_ABOUT_US, { source: 'other', other: 'x'.repeat(201) })).toEqual({ other: 'At most 200 characters' });
    expect(errorsOf(steps.HOW_DID_HEAR_ABOUT_US, { source: 'radio', other: 3 })).toEqual({ source: 'Choose an answer', other: 'Invalid input: expected string, received number' });
  });

  it('field steps give the fields normalised, and the first rule each field breaks', () => {
    expect(valuesOf(steps.REQUIRED_DOCUMENTS, { clientName: ' Amira Haddad ', emiratesIdNumber: '784 1990 1234567 6', needsVisa: true })).toEqual({ clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: true });
    expect(errorsOf(steps.REQUIRED_DOCUMENTS, { clientName: 7, emiratesIdNumber: '78519901234567', needsVisa: 'no' })).toEqual({
      clientName: 'Enter your full name',
      emiratesIdNumber: 'An Emirates ID number has 15 digits and starts with 784',
      needsVisa: 'Say whether you have a residence visa page',
    });
    // The last digit is the Luhn check digit of the 14 before it (784-YYYY-NNNNNNN-C).
    expect(errorsOf(steps.REQUIRED_DOCUMENTS, { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-1', needsVisa: false })).toEqual({
      emiratesIdNumber: 'This Emirates ID number is not valid: please check the digits',
    });
    expect(valuesOf(steps.REQUIRED_DOCUMENTS, { clientName: 'Nour Saleh', emiratesIdNumber: '784198576543213', needsVisa: false })).toMatchObject({ emiratesIdNumber: '784-1985-7654321-3' });
    expect(valuesOf(ibanStepSchemas.BANK_INFO, { iban: 'ae07 0331 2345 6789 0123 456', accountHolderName: 'Am' })).toEqual({ iban: 'AE070331234567890123456', accountHolderName: 'Am' });
    expect(errorsOf(ibanStepSchemas.BANK_INFO, { iban: 'AE080331234567890123456', accountHolderName: 'A' })).toEqual({
      iban: 'This IBAN is not valid: please check the digits',
      accountHolderName: 'Enter your full name',
    });
    expect(errorsOf(ibanStepSchemas.IBAN_VALIDATION, { iban: 'DE89370400440532013000' })).toEqual({ iban: 'Enter a UAE IBAN: it starts with AE' });
    for (const signature of ['data:image/jpeg;base64,AAAA', 'data:image/png;base64,!!!!', 'AE070331234567890123456']) {
      expect(errorsOf(steps.SIGN_DIRECT_DEBIT, { signature })).toEqual({ signature: 'Please sign in the box' });
    }
    expect(valuesOf(phoneStepSchemas.CLIENT_PHONE_NUMBER, { phone: '050 123 4567' })).toEqual({ phone: '+971501234567' });
    expect(errorsOf(phoneStepSchemas.CLIENT_SPOUSE_NUMBER, { phone: '04 123 4567' })).toEqual({ phone: 'Enter a mobile number, not a landline' });
    expect(valuesOf(steps.CHECK_OTP, { otp: ' 123456 ' })).toEqual({ otp: '123456' });
  });
});

describe('CLIENT_SPOUSE_NUMBER (issue 16)', () => {
  it('takes a spouse number, or signsAlone without one; neither is refused at the number', () => {
    expect(valuesOf(phoneStepSchemas.CLIENT_SPOUSE_NUMBER, { phone: '055 987 6543' })).toEqual({ phone: '+971559876543', signsAlone: false });
    expect(valuesOf(phoneStepSchemas.CLIENT_SPOUSE_NUMBER, { signsAlone: true, phone: '055 987 6543' })).toEqual({ signsAlone: true });
    expect(errorsOf(phoneStepSchemas.CLIENT_SPOUSE_NUMBER, {})).toEqual({ phone: 'Enter a mobile number' });
    expect(errorsOf(phoneStepSchemas.CLIENT_SPOUSE_NUMBER, { signsAlone: false })).toEqual({ phone: 'Enter a mobile number' });
  });

  it("refuses the client's own number, in any spelling, with the one shared message", () => {
    expect(spouseNumberRefusal('+971501234567', '+971501234567')).toBe(SPOUSE_NUMBER_IS_OWN);
    expect(spouseNumberRefusal('+971559876543', '+971501234567')).toBeNull();
    expect(spouseNumberRefusal(undefined, '+971501234567')).toBeNull();
    expect(errorsOf(spouseStepSchema('+971501234567'), { phone: '050 123 4567' })).toEqual({ phone: SPOUSE_NUMBER_IS_OWN });
    expect(errorsOf(spouseStepSchema('+971501234567'), { phone: '+971 55 987 6543' })).toEqual({});
    expect(errorsOf(spouseStepSchema('+971501234567'), { signsAlone: true })).toEqual({});
  });
});
