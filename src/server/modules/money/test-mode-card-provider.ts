import { randomBytes } from 'node:crypto';
import { BadSignature, type CardProvider } from './card-provider.js';

const random = () => randomBytes(12).toString('hex');

/**
 * The card provider when no Stripe keys are set: no money moves. Its "hosted page" is the site's
 * own clearly labelled test checkout (/pay/test-checkout/:checkoutId, on the origin the success URL
 * names), and that page's own call records the payment, so there is no webhook to verify.
 */
export function createTestModeCardProvider(): CardProvider {
  return {
    name: 'test-mode',
    testMode: true,
    createCheckout({ checkoutId, successUrl }) {
      const origin = new URL(successUrl).origin;
      return Promise.resolve({ providerRef: `test_cs_${random()}`, url: `${origin}/pay/test-checkout/${encodeURIComponent(checkoutId)}` });
    },
    verifyEvent() {
      throw new BadSignature('test mode has no webhook');
    },
    refund() {
      return Promise.resolve({ refundRef: `test_re_${random()}` });
    },
  };
}
