/**
 * The captcha modal's state: the one pending captcha, with the verify step that re-sends the
 * original request. The modal subscribes; the request wrapper's error layer opens it.
 */
export interface CaptchaRequest {
  id: number;
  captchaId: string;
  attachmentUuid: string | null;
  /** Re-sends the original request with the answer; settles when that call ends. */
  verify(answer: string): Promise<void>;
  /** The modal closed without an answer (navigation): the original call fails. */
  cancel(): void;
}

let current: CaptchaRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openCaptcha(request: Omit<CaptchaRequest, 'id'>): CaptchaRequest {
  current = { ...request, id: nextId++ };
  emit();
  return current;
}

/** Closes the given captcha if it is still the shown one (a newer one may have replaced it). */
export function closeCaptcha(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function currentCaptcha(): CaptchaRequest | null {
  return current;
}

export function subscribeCaptcha(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Answers of letters, digits, spaces or underscores only (section 5). */
export function isValidCaptchaAnswer(answer: string): boolean {
  return /^[A-Za-z0-9_ ]+$/.test(answer);
}
