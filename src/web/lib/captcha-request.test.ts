import { describe, expect, it } from 'vitest';
import { isValidCaptchaAnswer } from './captcha-request';

describe('captcha answer rule', () => {
  it.each(['abc12', 'AB CD', 'x_y', '7'])('accepts %j', (answer) => {
    expect(isValidCaptchaAnswer(answer)).toBe(true);
  });
  it.each(['', 'ab-c', 'héllo', '<b>', 'a.b', 'a\nb'])('refuses %j', (answer) => {
    expect(isValidCaptchaAnswer(answer)).toBe(false);
  });
});
