import { describe, expect, it } from 'vitest';
import { emiratesIdNumberSchema, ibanSchema, signatureSchema, uaeMobileSchema } from './application-fields.js';

describe('application field schemas (zod over the zod-free checks)', () => {
  it('give the normalised value', () => {
    expect(ibanSchema.parse(' AE07 0331 2345 6789 0123 456 ')).toBe('AE070331234567890123456');
    expect(uaeMobileSchema.parse('050 123 4567')).toBe('+971501234567');
    expect(emiratesIdNumberSchema.parse('784199012345671')).toBe('784-1990-1234567-1');
  });

  it('give one issue, the first rule broken, at the field', () => {
    const parsed = ibanSchema.safeParse('DE89370400440532013000');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Enter a UAE IBAN: it starts with AE']);
    expect(uaeMobileSchema.safeParse(42).error?.issues[0]?.message).toBe('Enter a mobile number');
  });

  it('refuse a signature that is not a PNG data URL instead of throwing on it', () => {
    for (const input of ['data:image/jpeg;base64,AAAA', 'data:image/png;base64,!!!!', 'AE070331234567890123456']) {
      expect(signatureSchema.safeParse(input).error?.issues[0]?.message).toBe('Please sign in the box');
    }
  });
});
