import type { FastifyInstance } from 'fastify';
import { createCaptchaService, type CaptchaService } from './captcha-service.js';
import { createRateCounters, type RateCounters } from '../../db/rate-counters.js';

export interface CaptchaContext {
  service: CaptchaService;
  /** In PostgreSQL, so that the threshold counts the calls made to every server instance. */
  counters: RateCounters;
}

// Keyed by the app's database handle, which every encapsulated plugin context shares, so the
// gates of all modules and the captcha routes use one service per app. The counts themselves live
// in the database and are shared by every app on it.
const contexts = new WeakMap<object, CaptchaContext>();

export function captchaContext(app: FastifyInstance): CaptchaContext {
  let context = contexts.get(app.database);
  if (!context) {
    context = {
      service: createCaptchaService({ db: app.database.db }),
      counters: createRateCounters(app.database.db, { scope: 'captcha', windowMs: app.config.CAPTCHA_WINDOW_MS }),
    };
    contexts.set(app.database, context);
  }
  return context;
}

/** Replaces the app's captcha service, e.g. with one whose answers a test knows. */
export function setCaptchaService(app: FastifyInstance, service: CaptchaService): void {
  captchaContext(app).service = service;
}
