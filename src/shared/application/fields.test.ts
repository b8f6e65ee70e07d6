import { describe, expect, it } from 'vitest';
import { otpSchema } from './fields.js';
import { uaeMobileSchema } from './phone.js';
import { draftOf } from './drafts.js';

describe('field schemas the server parses outside a step’s body', () => {
  it('give the normalised value', () => {
    expect(uaeMobileSchema.parse(' +971 50 123 4567 ')).toBe('+971501234567');
    expect(uaeMobileSchema.parse('050 123 4567')).toBe('+971501234567');
    expect(otpSchema.parse(' 123456 ')).toBe('123456');
  });

  it('give one issue, the first rule broken, at the field', () => {
    expect(uaeMobileSchema.safeParse('04 123 4567').error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path: [], message: 'Enter a mobile number, not a landline' },
    ]);
    expect(uaeMobileSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Enter a mobile number']);
    expect(uaeMobileSchema.safeParse(42).error?.issues[0]?.message).toBe('Enter a mobile number');
    expect(otpSchema.safeParse('12345').error?.issues[0]?.message).toBe('The code has 6 digits');
    expect(otpSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Enter the code');
  });
});

describe('drafts', () => {
  it('never keep signatures, card details or codes; the IBAN and the Emirates ID number only as themselves (the server seals them)', () => {
    const values = { accountHolderName: 'Amira', iban: 'AE07', ibanAgain: 'AE07', emiratesIdNumber: '784', emiratesIdCopy: '784', signature: 'data:', cardNumber: '4242', nameOnCard: 'A', cvv: '1', otp: '1', pan: '4', area: 'Marina', apartment: '3' };
    expect(draftOf(values)).toEqual({ accountHolderName: 'Amira', iban: 'AE07', emiratesIdNumber: '784', area: 'Marina', apartment: '3' });
  });
});
