import { describe, expect, it } from 'vitest';
import { fail, ok } from '../application/checked.js';
import { fieldSchema, otpSchema, uaeMobileSchema } from './application-fields.js';

describe('application field schemas (zod over the zod-free field rules)', () => {
  it('give the normalised value', () => {
    expect(uaeMobileSchema.parse(' +971 50 123 4567 ')).toBe('+971501234567');
    expect(uaeMobileSchema.parse('050 123 4567')).toBe('+971501234567');
    expect(otpSchema.parse(' 123456 ')).toBe('123456');
  });

  it('give one issue, the first rule broken, at the field', () => {
    expect(uaeMobileSchema.safeParse('04 123 4567').error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path: [], message: 'Enter a mobile number, not a landline' },
    ]);
    expect(uaeMobileSchema.safeParse(42).error?.issues[0]?.message).toBe('Enter a mobile number');
    expect(otpSchema.safeParse('12345').error?.issues[0]?.message).toBe('The code has 6 digits');
    expect(otpSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Enter the code');
  });

  it('wrap any rule', () => {
    const even = fieldSchema((v) => (typeof v === 'number' && v % 2 === 0 ? ok(v / 2) : fail('Even, please')));
    expect(even.parse(8)).toBe(4);
    expect(even.safeParse(3).error?.issues.map((i) => i.message)).toEqual(['Even, please']);
  });
});
