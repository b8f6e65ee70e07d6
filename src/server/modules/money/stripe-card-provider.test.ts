import http from 'node:http';
import { pathOf } from '../../../shared/api/contract.js';
import { cardWebhook } from '../../../shared/api/money/contracts.js';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub.js';
import { BadSignature, type CardProvider } from './card-provider.js';
import { createStripeCardProvider } from './stripe-card-provider.js';

/** A webhook endpoint that keeps what Stripe (the stub) sent it, byte for byte. */
interface Received {
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

let stub: StripeStub;
let provider: CardProvider;
let endpoint: http.Server;
const received: Received[] = [];
let checkoutCount = 0;
const nextCheckoutId = () => `0d7a4c1e-0000-4000-8000-${String((checkoutCount += 1)).padStart(12, '0')}`;

const request = (checkoutId: string, amountFils = 123_450) => ({
  checkoutId,
  amountFils,
  description: 'Monthly debit, 1 Jan 2027 (reference 7K3D-9QXB)',
  successUrl: `https://maids.example/my-application?paid=${checkoutId}`,
  cancelUrl: 'https://maids.example/my-application',
});

beforeAll(async () => {
  endpoint = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  stub = await startStripeStub({ webhookUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}${pathOf(cardWebhook, { provider: 'stripe' })}` });
  provider = createStripeCardProvider({ secretKey: stub.secretKey, webhookSecret: stub.webhookSecret, apiBase: stub.url });
});
afterAll(async () => {
  await stub?.close();
  endpoint?.closeAllConnections();
  await new Promise<void>((resolve) => (endpoint ? endpoint.close(() => resolve()) : resolve()));
});

/** A session created through the provider and paid on the stub's hosted page; what the webhook received. */
async function paidCheckout(amountFils = 123_450) {
  const checkoutId = nextCheckoutId();
  const checkout = await provider.createCheckout(request(checkoutId, amountFils));
  const delivery = await stub.pay(checkout.providerRef);
  expect(delivery?.status).toBe(200);
  const webhookCall = received.at(-1)!;
  return { checkoutId, checkout, session: stub.sessions.get(checkout.providerRef)!, webhookCall };
}

describe('the Stripe card provider: checkout', () => {
  it('creates a hosted Checkout Session in AED for the amount in fils, carrying our checkout id, through the SDK to the API', async () => {
    const checkoutId = nextCheckoutId();
    const checkout = await provider.createCheckout(request(checkoutId));

    const call = stub.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${stub.secretKey}`, idempotencyKey: checkoutId });
    expect(call.form).toMatchObject({
      mode: 'payment',
      currency: 'aed',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '123450',
      'line_items[0][price_data][product_data][name]': 'Monthly debit, 1 Jan 2027 (reference 7K3D-9QXB)',
      client_reference_id: checkoutId,
      'metadata[checkoutId]': checkoutId,
      success_url: `https://maids.example/my-application?paid=${checkoutId}`,
      cancel_url: 'https://maids.example/my-application',
    });
    const session = stub.sessions.get(checkout.providerRef);
    expect(session).toMatchObject({ amount_total: 123_450, currency: 'aed', client_reference_id: checkoutId, payment_status: 'unpaid' });
    expect(checkout).toEqual({ providerRef: session!.id, url: `${stub.url}/checkout/${session!.id}` });
  });

  it('asked twice for the same checkout (a retry), Stripe makes one session', async () => {
    const checkoutId = nextCheckoutId();
    const first = await provider.createCheckout(request(checkoutId));
    const second = await provider.createCheckout(request(checkoutId));
    expect(second).toEqual(first);
    expect([...stub.sessions.values()].filter((s) => s.client_reference_id === checkoutId)).toHaveLength(1);
  });

  it('passes a refusal by Stripe on to the caller', async () => {
    const wrongKey = createStripeCardProvider({ secretKey: 'sk_test_wrong', webhookSecret: stub.webhookSecret, apiBase: stub.url });
    await expect(wrongKey.createCheckout(request(nextCheckoutId()))).rejects.toThrow(/Invalid API Key/);
  });

  it('is in test mode with a test key only', () => {
    expect(provider).toMatchObject({ name: 'stripe', testMode: true });
    expect(createStripeCardProvider({ secretKey: 'rk_test_abc', webhookSecret: 'whsec_x' }).testMode).toBe(true);
    expect(createStripeCardProvider({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_x' }).testMode).toBe(false);
  });
});

describe('the Stripe card provider: webhook events', () => {
  it('verifies the event the hosted page sends once paid, and reads it as our checkout paid', async () => {
    const { checkoutId, checkout, session, webhookCall } = await paidCheckout(98_765);
    expect(session.payment_intent).toMatch(/^pi_test_/);
    const event = provider.verifyEvent(webhookCall.body, webhookCall.headers);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_test_/) as string,
      type: 'checkout.paid',
      checkoutId,
      providerRef: checkout.providerRef,
      paymentRef: session.payment_intent,
      amountFils: 98_765,
      currency: 'aed',
    });
  });

  it('refuses a forged signature, a body changed after signing, another secret and a missing header', async () => {
    const { checkout } = await paidCheckout();
    const event = stub.completedEvent(checkout.providerRef);
    const verify = (body: string, headers: Record<string, string>) => () => provider.verifyEvent(Buffer.from(body), headers);

    const forged = stub.signedDelivery(event, { signature: 'f'.repeat(64) });
    expect(verify(forged.body, forged.headers)).toThrow(BadSignature);
    expect(verify(forged.body, forged.headers)).toThrow('the signature does not match the body');

    const good = stub.signedDelivery(event);
    expect(verify(good.body.replace('"amount_total": 123450', '"amount_total": 1'), good.headers)).toThrow(BadSignature);

    const otherSecret = stub.signedDelivery(event, { secret: 'whsec_someoneelse' });
    expect(verify(otherSecret.body, otherSecret.headers)).toThrow(BadSignature);

    expect(verify(good.body, { 'content-type': 'application/json' })).toThrow('no Stripe-Signature header');
    expect(verify(good.body, { 'stripe-signature': 'nonsense' })).toThrow(BadSignature);
    // The same, correctly signed, passes: the refusals above are about the signature only.
    expect(provider.verifyEvent(Buffer.from(good.body), good.headers).type).toBe('checkout.paid');
  });

  it('refuses a signature older than Stripe’s five-minute tolerance (a replay), and takes one inside it', async () => {
    const { checkout } = await paidCheckout();
    const event = stub.completedEvent(checkout.providerRef);
    const now = Math.floor(Date.now() / 1000);

    const replay = stub.signedDelivery(event, { timestamp: now - 301 });
    expect(() => provider.verifyEvent(Buffer.from(replay.body), replay.headers)).toThrow(BadSignature);
    expect(() => provider.verifyEvent(Buffer.from(replay.body), replay.headers)).toThrow(/older than 5 minutes/);

    const recent = stub.signedDelivery(event, { timestamp: now - 240 });
    expect(provider.verifyEvent(Buffer.from(recent.body), recent.headers).type).toBe('checkout.paid');
  });

  it('reads any other event, or a session completed unpaid, as ignored', async () => {
    const refunded = stub.signedDelivery(stub.makeEvent('charge.refunded', { id: 'ch_test_1', object: 'charge' }));
    expect(provider.verifyEvent(Buffer.from(refunded.body), refunded.headers)).toEqual({
      id: expect.stringMatching(/^evt_test_/) as string,
      type: 'ignored',
      providerType: 'charge.refunded',
    });

    // A payment method that settles later completes the session unpaid, its payment under way.
    const { session } = await paidCheckout();
    const unpaid = stub.signedDelivery(stub.makeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    expect(provider.verifyEvent(Buffer.from(unpaid.body), unpaid.headers)).toMatchObject({ type: 'ignored', providerType: 'checkout.session.completed' });
  });

  it('reads a session paid later (async_payment_succeeded) as our checkout paid', async () => {
    const { checkoutId, session } = await paidCheckout(4_200);
    const later = stub.signedDelivery(stub.makeEvent('checkout.session.async_payment_succeeded', { ...session }));
    expect(provider.verifyEvent(Buffer.from(later.body), later.headers)).toMatchObject({ type: 'checkout.paid', checkoutId, paymentRef: session.payment_intent, amountFils: 4_200 });
  });
});

describe('the Stripe card provider: refunds', () => {
  it('refunds the amount of a payment with our idempotency key; the same key again is the same refund', async () => {
    const { session } = await paidCheckout(50_000);
    const refund = await provider.refund({ paymentRef: session.payment_intent!, amountFils: 20_000, idempotencyKey: 'refund-row-41' });

    const call = stub.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'refund-row-41', form: { payment_intent: session.payment_intent, amount: '20000' } });
    expect(refund.refundRef).toMatch(/^re_test_/);
    expect(stub.refunds.find((r) => r.id === refund.refundRef)).toMatchObject({ amount: 20_000, payment_intent: session.payment_intent });

    const again = await provider.refund({ paymentRef: session.payment_intent!, amountFils: 20_000, idempotencyKey: 'refund-row-41' });
    expect(again).toEqual(refund);
    expect(stub.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('passes on Stripe’s refusal of more than was paid', async () => {
    const { session } = await paidCheckout(10_000);
    await expect(provider.refund({ paymentRef: session.payment_intent!, amountFils: 10_001, idempotencyKey: 'refund-too-much' })).rejects.toThrow(/greater than unrefunded/);
  });
});

describe('the Stripe stub’s hosted page', () => {
  it('shows the amount with Pay and Back; Pay sends the signed event once and the browser to the success URL', async () => {
    const checkoutId = nextCheckoutId();
    const checkout = await provider.createCheckout(request(checkoutId, 123_450));
    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain('<title>Stripe test checkout</title>');
    expect(page).toContain('AED 1,234.50');
    expect(page).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page).toContain('<a href="https://maids.example/my-application">Back</a>');

    const before = received.length;
    const answer = await fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`https://maids.example/my-application?paid=${checkoutId}`);
    expect(received.length).toBe(before + 1);
    expect(provider.verifyEvent(received.at(-1)!.body, received.at(-1)!.headers)).toMatchObject({ type: 'checkout.paid', checkoutId });

    await fetch(`${checkout.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(received.length).toBe(before + 1);
  });
});
