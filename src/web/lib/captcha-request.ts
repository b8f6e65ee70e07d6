import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

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

const store = createStore<CaptchaRequest | null>(() => null);
let nextId = 1;

export function openCaptcha(request: Omit<CaptchaRequest, 'id'>): CaptchaRequest {
  const opened = { ...request, id: nextId++ };
  store.setState(opened, true);
  return opened;
}

/** Closes the given captcha if it is still the shown one (a newer one may have replaced it). */
export function closeCaptcha(id: number): void {
  if (store.getState()?.id === id) store.setState(null, true);
}

export function currentCaptcha(): CaptchaRequest | null {
  return store.getState();
}

/** The pending captcha; the component re-renders when it changes. */
export function useCaptcha(): CaptchaRequest | null {
  return useStore(store);
}

/** Answers of letters, digits, spaces or underscores only (section 5). */
export function isValidCaptchaAnswer(answer: string): boolean {
  return /^[A-Za-z0-9_ ]+$/.test(answer);
}
