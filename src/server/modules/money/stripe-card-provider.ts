import Stripe from 'stripe';
import { BadSignature, type CardEvent, type CardProvider } from './card-provider.js';

export interface StripeCardProviderOptions {
  /** sk_test_… / rk_test_… (no money moves) or sk_live_… / rk_live_…. */
  secretKey: string;
  /** The webhook endpoint's signing secret, whsec_…. */
  webhookSecret: string;
  /** Only for tests against a local stub: http://127.0.0.1:PORT instead of https://api.stripe.com. */
  apiBase?: string;
}

/** The SDK's host, port and protocol for an API base URL; the SDK always adds /v1/ itself. */
function addressOf(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.pathname !== '/' || url.search) throw new Error(`STRIPE_API_BASE is an origin without a path (the SDK adds /v1/): ${apiBase}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SDK's reason in a few words: its messages go on about raw bodies and documentation links. */
function shortReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/tolerance/i.test(message)) return 'the signature is older than 5 minutes (a replay?)';
  if (/No signatures found matching/i.test(message)) return 'the signature does not match the body';
  if (/No stripe-signature header/i.test(message)) return 'no Stripe-Signature header';
  if (/Unable to extract timestamp/i.test(message)) return 'the Stripe-Signature header is malformed';
  if (err instanceof SyntaxError) return 'the body is not JSON';
  return message.split(/\.\s/)[0]!.slice(0, 120);
}

/**
 * Stripe's hosted Checkout (issue 30): one Checkout Session per card_checkouts row, in AED, its id
 * carried back as client_reference_id; the webhook's events verified with the endpoint's secret
 * within the SDK's default 5-minute tolerance, so an old (replayed) signature is refused; refunds
 * through the API. Every call that creates something has an idempotency key, so a retried request
 * (by the SDK or by us) creates it once.
 */
export function createStripeCardProvider({ secretKey, webhookSecret, apiBase }: StripeCardProviderOptions): CardProvider {
  const stripe = new Stripe(secretKey, { ...(apiBase ? addressOf(apiBase) : {}), telemetry: false });
  return {
    name: 'stripe',
    testMode: /^(sk|rk)_test_/.test(secretKey),

    async createCheckout({ checkoutId, amountFils, description, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'aed',
          line_items: [{ quantity: 1, price_data: { currency: 'aed', unit_amount: amountFils, product_data: { name: description } } }],
          client_reference_id: checkoutId,
          metadata: { checkoutId },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: checkoutId },
      );
      // A hosted session always has a URL; an embedded one would not, and we never create those.
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { providerRef: session.id, url: session.url };
    },

    verifyEvent(rawBody, headers) {
      const header = headers['stripe-signature'];
      if (typeof header !== 'string' || header === '') throw new BadSignature('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, webhookSecret);
      } catch (err) {
        throw new BadSignature(shortReason(err));
      }
      return cardEventOf(event);
    },

    async refund({ paymentRef, amountFils, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentRef, amount: amountFils }, { idempotencyKey });
      return { refundRef: refund.id };
    },
  };
}

/**
 * A verified Stripe event in our terms. A session is paid when it completes with payment_status
 * 'paid' (cards), or later by checkout.session.async_payment_succeeded for a payment method that
 * settles after the customer leaves. A paid session without our reference, payment or amount was
 * not created by us: ignored rather than refused, since refusing makes Stripe retry for days.
 */
export function cardEventOf(event: Stripe.Event): CardEvent {
  const ignored: CardEvent = { id: event.id, type: 'ignored', providerType: event.type };
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return ignored;
  const session = event.data.object;
  if (session.payment_status !== 'paid') return ignored;
  const paymentRef = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!session.client_reference_id || !paymentRef || session.amount_total === null || !session.currency) return ignored;
  return {
    id: event.id,
    type: 'checkout.paid',
    checkoutId: session.client_reference_id,
    providerRef: session.id,
    paymentRef,
    amountFils: session.amount_total,
    currency: session.currency,
  };
}
