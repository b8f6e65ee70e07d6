import type { Config } from '../../config.js';
import type { CardProvider } from './card-provider.js';
import { createStripeCardProvider } from './stripe-card-provider.js';
import { createTestModeCardProvider } from './test-mode-card-provider.js';

/** Stripe when both of its keys are set (the configuration refuses one without the other), test mode otherwise. */
export function cardProviderFrom(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>): CardProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeCardProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiBase: config.STRIPE_API_BASE });
  }
  return createTestModeCardProvider();
}
