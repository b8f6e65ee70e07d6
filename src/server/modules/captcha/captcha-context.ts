import type { FastifyInstance } from 'fastify';
import { createCaptchaService, type CaptchaService } from './captcha-service.js';
import { RateCounter } from './rate-counter.js';

export interface CaptchaContext {
  service: CaptchaService;
  counter: RateCounter;
}

// Keyed by the app's database handle, which every encapsulated plugin context shares, so the
// gates of all modules and the captcha routes use one service and one set of counters per app.
const contexts = new WeakMap<object, CaptchaContext>();

export function captchaContext(app: FastifyInstance): CaptchaContext {
  let context = contexts.get(app.database);
  if (!context) {
    context = {
      service: createCaptchaService({ db: app.database.db }),
      counter: new RateCounter(app.config.CAPTCHA_WINDOW_MS),
    };
    contexts.set(app.database, context);
  }
  return context;
}

/** Replaces the app's captcha service, e.g. with one whose answers a test knows. */
export function setCaptchaService(app: FastifyInstance, service: CaptchaService): void {
  captchaContext(app).service = service;
}
