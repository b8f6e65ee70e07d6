import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** People type what they see: letter case and spaces must not make a right answer wrong. */
export function normaliseCaptchaAnswer(answer: string): string {
  return answer.replace(/\s+/g, '').toLowerCase();
}

/** `salt$hmac`: the database never holds an answer in clear text. */
export function hashCaptchaAnswer(answer: string, salt = randomBytes(16).toString('hex')): string {
  const digest = createHmac('sha256', salt).update(normaliseCaptchaAnswer(answer)).digest('hex');
  return `${salt}$${digest}`;
}

export function captchaAnswerMatches(answer: string, stored: string): boolean {
  const salt = stored.split('$', 1)[0] ?? '';
  if (!salt || salt === stored) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCaptchaAnswer(answer, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
