import type { FastifyInstance } from 'fastify';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { cardProviderFrom } from './card-provider-from-config.js';
import { createCardPayments } from './card-payments.js';
import { payRoutes } from './pay-routes.js';

/** Paying without a session (issue 30): payment links, the test-mode checkout, the card provider's webhook. */
export async function moneyModule(app: FastifyInstance) {
  const secret = loadAppSecret(app.config);
  const cards = createCardPayments(app.database.db, cardProviderFrom(app.config), app.config);
  await payRoutes({ db: app.database.db, config: app.config, payKey: deriveKey(secret, 'pay-link'), cards })(app);
}
