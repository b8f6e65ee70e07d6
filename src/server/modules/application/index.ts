import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../../../shared/application/constants.js';
import { deriveKey, loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { captchaGate } from '../captcha/captcha-gate.js';
import { createApplicationQueries } from './application-queries.js';
import { createApplicationStatus } from './application-status.js';
import { createApplicationService } from './application-service.js';
import { createDocumentService } from './documents.js';
import { createExistingClientService } from './existing-client-service.js';
import { offerRoutes } from './offer-routes.js';
import { applicationRoutes } from './routes.js';
import { createSmsLinkService } from './sms-link-service.js';
import { createSpouseLinkResender } from './spouse-link-resend.js';
import { hostedCardPayments, testModePaymentProvider } from './payment-provider.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { familyServiceRoutes } from '../service/family-routes.js';
import { cardProviderFrom } from '../money/card-provider-from-config.js';
import { createCardPayments } from '../money/card-payments.js';
import { familyMoneyRoutes } from '../money/family-routes.js';

/** The hire application (spec sections 4, 5 and 7): owned by the server, reachable by its owner only. */
export async function applicationModule(app: FastifyInstance) {
  await app.register(applicationScope);
}

/**
 * A scope of its own (modules/index.ts): only this module reads cookies and takes multipart
 * bodies, and the other calls need not parse them.
 */
async function applicationScope(app: FastifyInstance) {
  await app.register(cookie);
  // Set by the access preHandler of the routes about one application (access.ts).
  app.decorateRequest('caller', null);
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, parts: 5 } });
  const secret = loadAppSecret(app.config);
  const deps = {
    db: app.database.db,
    config: app.config,
    keys: {
      cookieKey: deriveKey(secret, 'cookie-hash'),
      bankKey: wrappingKeyOf(secret),
      linkKey: deriveKey(secret, 'link-signing'),
      otpKey: deriveKey(secret, 'otp'),
    },
  };
  const sms = createSmsOutbox(app.jobs, app.config);
  // With Stripe configured, Pay Online types no card here (payment-provider.ts).
  const providers = { sms, payments: app.config.STRIPE_SECRET_KEY ? hostedCardPayments('stripe') : testModePaymentProvider };
  await applicationRoutes({
    ...deps,
    service: createApplicationService(deps, providers),
    queries: createApplicationQueries(deps),
    documents: createDocumentService(deps, app.storage),
    links: createSmsLinkService(deps, sms),
    existingClient: createExistingClientService(deps, app.storage, sms),
    status: createApplicationStatus(deps),
    resendToSpouse: createSpouseLinkResender(deps, sms),
    gate: (action) => [captchaGate(app, { action })],
  })(app);
  await offerRoutes(deps)(app);
  await familyServiceRoutes({ ...deps, sms, gate: (action) => [captchaGate(app, { action })] })(app);
  await familyMoneyRoutes({ ...deps, cards: createCardPayments(deps.db, cardProviderFrom(app.config), app.config) })(app);
}
