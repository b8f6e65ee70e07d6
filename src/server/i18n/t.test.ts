import { describe, expect, it } from 'vitest';
import { t } from './t';

const CODE = 'Your card verification code is {otp}. It is valid for {minutes} minutes.';

describe('the server’s t', () => {
  it('places the values in the English, which is the key', () => {
    expect(t('en', CODE, { otp: '123456', minutes: 10 })).toBe('Your card verification code is 123456. It is valid for 10 minutes.');
  });

  it('gives the language’s text from its catalogue, with its own plural forms', () => {
    expect(t('ru', CODE, { otp: '123456', minutes: 10 })).toContain('10 минут.');
    expect(t('ru', CODE, { otp: '123456', minutes: 2 })).toContain('2 минуты.');
    expect(t('ar', CODE, { otp: '123456', minutes: 10 })).toBe('رمز التحقق من بطاقتك هو 123456، وهو صالح لمدة 10 دقائق.');
  });

  it('falls back to the English for an unknown text or language', () => {
    expect(t('ar', 'Not in any catalogue {n}', { n: 3 })).toBe('Not in any catalogue 3');
    expect(t('xx', CODE, { otp: '1', minutes: 5 })).toBe('Your card verification code is 1. It is valid for 5 minutes.');
    expect(t(null, 'Cancelled')).toBe('Cancelled');
  });
});
