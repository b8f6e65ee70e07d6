import { describe, expect, it } from 'vitest';
import { BadSignature } from './card-provider.js';
import { cardProviderFrom } from './card-provider-from-config.js';
import { createTestModeCardProvider } from './test-mode-card-provider.js';

describe('the test-mode card provider', () => {
  const provider = createTestModeCardProvider();

  it('says it is test mode, and sends the browser to the site’s own test checkout page', async () => {
    expect(provider).toMatchObject({ name: 'test-mode', testMode: true });
    const checkout = await provider.createCheckout({
      checkoutId: '0d7a4c1e-0000-4000-8000-000000000001',
      amountFils: 123_450,
      description: 'Monthly debit',
      successUrl: 'https://maids.example:8443/my-application?paid=1',
      cancelUrl: 'https://maids.example:8443/my-application',
    });
    expect(checkout.url).toBe('https://maids.example:8443/pay/test-checkout/0d7a4c1e-0000-4000-8000-000000000001');
    expect(checkout.providerRef).toMatch(/^test_cs_[0-9a-f]{24}$/);
  });

  it('gives each checkout and refund a reference of its own', async () => {
    const request = { checkoutId: 'c1', amountFils: 1, description: 'x', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/' };
    const [a, b] = await Promise.all([provider.createCheckout(request), provider.createCheckout(request)]);
    expect(a.providerRef).not.toBe(b.providerRef);
    const refund = await provider.refund({ paymentRef: 'test_pi_1', amountFils: 100, idempotencyKey: 'k' });
    expect(refund.refundRef).toMatch(/^test_re_[0-9a-f]{24}$/);
  });

  it('has no webhook: every call to it is refused', () => {
    expect(() => provider.verifyEvent(Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}'), { 'stripe-signature': 't=1,v1=00' })).toThrow(BadSignature);
    expect(() => provider.verifyEvent(Buffer.from('{}'), {})).toThrow('test mode has no webhook');
  });
});

describe('the card provider from the configuration', () => {
  it('is Stripe when both keys are set, test mode otherwise', () => {
    expect(cardProviderFrom({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: undefined })).toMatchObject({ name: 'stripe', testMode: false });
    expect(cardProviderFrom({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined })).toMatchObject({ name: 'test-mode', testMode: true });
  });
});
