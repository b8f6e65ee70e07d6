import { describe, expect, it } from 'vitest';
import { fieldErrors, stepDataSchemas, type StepWithData } from '../api/application-steps.js';
import { ibanStepChecks } from './iban-step-checks.js';
import { phoneStepChecks } from './phone-step-checks.js';
import type { StepCheck } from './rules.js';
import { plainStepChecks } from './step-checks.js';

const checks: Record<string, StepCheck> = { ...plainStepChecks, ...ibanStepChecks, ...phoneStepChecks };

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const png = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1').toString('base64')}`;
const jpegAsPng = `data:image/png;base64,${Buffer.from('\xff\xd8\xff\xe0000000000000000', 'latin1').toString('base64')}`;
const kinds = [undefined, null, 7, true, '', '  ', 'x', [1]];

/** Bodies the forms send, good and bad, plus wrong types; each step is checked with all of its own. */
const bodies: Record<StepWithData, Array<Record<string, unknown>>> = {
  REQUIRED_DOCUMENTS: [
    { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-1', needsVisa: false },
    { clientName: ' A ', emiratesIdNumber: '784 1990 1234567 1', needsVisa: true },
    { clientName: 'x'.repeat(101), emiratesIdNumber: '78519901234567', needsVisa: 'no' },
    ...kinds.map((v) => ({ clientName: v, emiratesIdNumber: v, needsVisa: v })),
    {},
  ],
  BANK_INFO: [
    { iban: 'AE07 0331 2345 6789 0123 456', accountHolderName: 'Amira Haddad' },
    { iban: 'ae070331234567890123456', accountHolderName: 'Am' },
    { iban: 'AE080331234567890123456', accountHolderName: 'A' },
    { iban: 'DE89370400440532013000', accountHolderName: 'Amira' },
    { iban: 'AE0703312345678901234', accountHolderName: 'Amira' },
    { iban: 'AE07033123456789012345X', accountHolderName: 'Amira' },
    ...kinds.map((v) => ({ iban: v, accountHolderName: v })),
  ],
  IBAN_VALIDATION: [{ iban: 'AE070331234567890123456' }, { iban: 'AE07 0331' }, ...kinds.map((iban) => ({ iban }))],
  CREDIT_CARD_INFO: [
    { nameOnCard: 'Amira Haddad', cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvv: '123' },
    { nameOnCard: 'Amira Haddad', cardNumber: '4242424242424241', expiry: '01/20', cvv: '12345' },
    { nameOnCard: 'Amira Haddad', cardNumber: '1234', expiry: '13/30', cvv: ' 123' },
    { nameOnCard: 'Amira Haddad', cardNumber: '4000-0000-0000-0002', expiry: ' 07 / 99 ', cvv: '1234' },
    ...kinds.map((v) => ({ nameOnCard: v, cardNumber: v, expiry: v, cvv: v })),
  ],
  CHECK_OTP: [{ otp: '123456' }, { otp: ' 123456 ' }, { otp: '12345' }, { otp: '12345a' }, ...kinds.map((otp) => ({ otp }))],
  SIGN_DIRECT_DEBIT: [{ signature: png }, { signature: jpegAsPng }, { signature: 'data:image/png;base64,!!' }, { signature: `${png}${'A'.repeat(700_000)}` }, ...kinds.map((signature) => ({ signature }))],
  CONFIRM_MAID_ARRIVAL: [{ confirmed: true }, { confirmed: false }, {}, { confirmed: 'true' }],
  SIGN_MONTHLY_PAYMENTS: [
    { signatureIndex: 1, signature: png },
    { signatureIndex: 3, signature: '' },
    { signatureIndex: 0, signature: png },
    { signatureIndex: 4, signature: png },
    { signatureIndex: 1.5, signature: png },
    { signatureIndex: Number.NaN, signature: png },
    { signatureIndex: Number.POSITIVE_INFINITY, signature: png },
    ...kinds.map((v) => ({ signatureIndex: v, signature: v })),
  ],
  SMS_SENT: [{}, { extra: 1 }, { a: 1, b: 2 }],
  MAID_ARRIVAL: [
    { date: day(1), window: 'morning' },
    { date: day(0), window: 'evening' },
    { date: day(-1), window: 'noon' },
    { date: day(91), window: 'afternoon' },
    { date: '2030-02-31', window: 'morning' },
    { date: '2030-13-01', window: 'morning' },
    { date: '1/2/2030', window: 'morning' },
    ...kinds.map((v) => ({ date: v, window: v })),
  ],
  CLIENT_ADDRESS: [
    { emirate: 'DUBAI', area: 'Marina', building: 'Tower 1', apartment: '1203' },
    { emirate: 'PARIS', area: ' ', building: 'x'.repeat(121), apartment: 'y'.repeat(41) },
    { emirate: 'SHARJAH', area: ' Al Nahda ', building: 'x'.repeat(120), apartment: 'y'.repeat(40) },
    ...kinds.map((v) => ({ emirate: v, area: v, building: v, apartment: v })),
  ],
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: [{ confirmed: true }, {}],
  CLIENT_PHONE_NUMBER: [
    { phone: '050 123 4567' },
    { phone: '+971501234567' },
    { phone: '971551234567' },
    { phone: '04 123 4567' },
    { phone: '0591234567' },
    { phone: '+1 202 555 0100' },
    { phone: '5'.repeat(40) },
    ...kinds.map((phone) => ({ phone })),
  ],
  CLIENT_WHATSAPP_NUMBER: [{ phone: '050 123 4567' }, { phone: '' }],
  CLIENT_SPOUSE_NUMBER: [{ phone: '050 123 4567' }, { phone: 'abc' }],
  SPOUSE_DID_NOT_SIGN_YET: [{}, { x: true }],
  MOST_HATED_MATCHING_TYPE: [
    { matchingTypeIds: [] },
    { matchingTypeIds: [1, 2, 3] },
    { matchingTypeIds: [0, -1, 1.5, '2', null] },
    { matchingTypeIds: Array.from({ length: 21 }, (_, i) => i + 1) },
    ...kinds.map((matchingTypeIds) => ({ matchingTypeIds })),
  ],
  HOW_DID_HEAR_ABOUT_US: [
    { source: 'google' },
    { source: 'other', other: 'A neighbour' },
    { source: 'other', other: 'x'.repeat(201) },
    { source: 'other', other: ` ${'x'.repeat(200)} ` },
    { source: 'radio', other: 3 },
    ...kinds.map((source) => ({ source })),
  ],
  ABU_DHABI_MISMATCHED: [{ confirmed: true }, { confirmed: 1 }],
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: [{ confirmed: true }, { confirmed: null }],
  END_WORK_FLOW: [{}, { done: true }],
};

/** What the zod schema says of a body, as the form shows it. */
function zodErrors(step: StepWithData, body: Record<string, unknown>): Record<string, string> {
  const parsed = stepDataSchemas[step].safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('zod-free step checks', () => {
  it('cover every step the server takes a body for, and no other', () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(stepDataSchemas).sort());
  });

  for (const step of Object.keys(bodies) as StepWithData[]) {
    it(`${step}: the same verdict and messages as the server's zod schema`, () => {
      for (const body of bodies[step]) {
        expect({ body, errors: checks[step]!(body) }).toEqual({ body, errors: zodErrors(step, body) });
      }
    });
  }

  it('accept the good bodies and refuse the bad ones (the table is not all one verdict)', () => {
    expect(checks.BANK_INFO!(bodies.BANK_INFO[0]!)).toEqual({});
    expect(checks.BANK_INFO!(bodies.BANK_INFO[2]!)).toEqual({ iban: 'This IBAN is not valid: please check the digits', accountHolderName: 'Enter your full name' });
    expect(checks.CLIENT_PHONE_NUMBER!({ phone: '04 123 4567' })).toEqual({ phone: 'Enter a mobile number, not a landline' });
    expect(checks.SMS_SENT!({ a: 1, b: 2 })).toEqual({ _form: 'Unrecognized keys: "a", "b"' });
  });
});
