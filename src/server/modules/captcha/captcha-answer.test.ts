import { describe, expect, it } from 'vitest';
import { captchaAnswerMatches, hashCaptchaAnswer, normaliseCaptchaAnswer } from './captcha-answer.js';
import { svgCaptchaGenerator } from './captcha-service.js';

describe('captcha answers', () => {
  it('ignore letter case and spaces', () => {
    expect(normaliseCaptchaAnswer(' aB 3 d\t')).toBe('ab3d');
    const stored = hashCaptchaAnswer('Ab3dE');
    expect(captchaAnswerMatches('ab3de', stored)).toBe(true);
    expect(captchaAnswerMatches('A B 3 D E', stored)).toBe(true);
    expect(captchaAnswerMatches('ab3dx', stored)).toBe(false);
    expect(captchaAnswerMatches('', stored)).toBe(false);
  });

  it('are stored salted, never in clear text', () => {
    const one = hashCaptchaAnswer('secret');
    const two = hashCaptchaAnswer('secret');
    expect(one).not.toBe(two);
    expect(one).not.toContain('secret');
    expect(captchaAnswerMatches('secret', 'no-salt-here')).toBe(false);
  });

  it('come with an SVG image from svg-captcha', async () => {
    const { text, svg } = await svgCaptchaGenerator();
    expect(text).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
