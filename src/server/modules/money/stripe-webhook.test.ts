import { eq } from 'drizzle-orm';
import { pathOf } from '../../../shared/api/contract.js';
import { cardWebhook, getPaymentLink, startLinkCheckout } from '../../../shared/api/money/contracts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCheckouts, invoices, paymentEvents, statementEvents } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { returnedFirstDebit, statementOf } from '../../test/money.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub.js';
import { cardProviderFrom } from './card-provider-from-config.js';
import { refundToCard } from './refunds.js';

let stub: StripeStub;
let t: TestApp;
let finance: StaffBrowser;
const db = () => t.database.db;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000', STRIPE_SECRET_KEY: stub.secretKey, STRIPE_WEBHOOK_SECRET: stub.webhookSecret, STRIPE_API_BASE: stub.url });
  finance = new StaffBrowser(t.app);
  expect((await finance.signIn((await addStaff(db(), 'finance')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const webhook = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: pathOf(cardWebhook, { provider: 'stripe' }), payload: delivery.body, headers: { 'content-type': 'application/json; charset=utf-8', ...delivery.headers } });

describe('a returned debit paid through Stripe’s hosted Checkout', () => {
  let paid: ReturnType<StripeStub['completedEvent']>;
  let returned: Awaited<ReturnType<typeof returnedFirstDebit>>;
  let sessionId: string;

  beforeAll(async () => {
    returned = await returnedFirstDebit(t.app, db(), finance);
    const link = await t.app.inject({ method: 'GET', url: pathOf(getPaymentLink, { token: returned.token }) });
    expect(link.json()).toMatchObject({ payable: true, testMode: true });
    const checkout = await t.app.inject({ method: 'POST', url: pathOf(startLinkCheckout, { token: returned.token }) });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().url.startsWith(stub.url)).toBe(true);
    sessionId = [...stub.sessions.keys()].at(-1)!;
    await stub.pay(sessionId);
    paid = stub.completedEvent(sessionId);
  });

  it('opens a session in AED for the amount due, naming our checkout', async () => {
    const session = stub.sessions.get(sessionId)!;
    const [checkout] = await db().select().from(cardCheckouts).where(eq(cardCheckouts.providerRef, sessionId));
    expect(session).toMatchObject({ currency: 'aed', amount_total: returned.totalFils, client_reference_id: checkout!.id });
    expect(session.success_url).toContain(`/pay/${returned.token}?paid=1`);
  });

  it('refuses a forged, unsigned or old signature with 400, and changes nothing', async () => {
    for (const delivery of [
      stub.signedDelivery(paid, { secret: 'whsec_forged' }),
      stub.signedDelivery(paid, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      { body: JSON.stringify(paid), headers: {} },
    ]) {
      const res = await webhook(delivery);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain('signature');
    }
    expect((await statementOf(returned.journey)).rows[0]!.status).toBe('returned');
    expect(await db().select().from(paymentEvents)).toHaveLength(0);
  });

  it('collects the row once with its invoice; the same event again, or replayed, changes nothing', async () => {
    const first = await webhook(stub.signedDelivery(paid));
    expect(first.statusCode, first.body).toBe(200);
    const row = (await statementOf(returned.journey)).rows[0]!;
    expect(row).toMatchObject({ status: 'collected', payable: false });
    expect(row.invoices).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) expect((await webhook(stub.signedDelivery(paid))).statusCode).toBe(200);
    expect((await db().select().from(statementEvents).where(eq(statementEvents.rowId, returned.rowId)).orderBy(statementEvents.id)).map((e) => e.status)).toEqual(['scheduled', 'sent', 'returned', 'collected']);
    expect(await db().select().from(invoices).where(eq(invoices.rowId, returned.rowId))).toHaveLength(1);
    const [checkout] = await db().select().from(cardCheckouts).where(eq(cardCheckouts.providerRef, sessionId));
    expect(checkout).toMatchObject({ status: 'paid', paymentRef: stub.sessions.get(sessionId)!.payment_intent });
  });

  it('refunds to the card through the API, once per refund however often it is tried', async () => {
    const provider = cardProviderFrom(t.config);
    const refund = () => db().transaction((tx) => refundToCard(tx, provider, returned.journey.appId, '5f0c3a52-0000-4000-8000-000000000001', 12_345));
    const first = await refund();
    expect(first).toMatch(/^re_/);
    expect(await refund()).toBe(first);
    expect(stub.refunds).toHaveLength(1);
    expect(stub.refunds[0]).toMatchObject({ amount: 12_345, payment_intent: stub.sessions.get(sessionId)!.payment_intent });
    // More than was paid by card: nothing to refund it from.
    expect(await db().transaction((tx) => refundToCard(tx, provider, returned.journey.appId, '5f0c3a52-0000-4000-8000-000000000002', returned.totalFils + 1))).toBeNull();
  });

  it('ignores an event of another kind, once', async () => {
    const other = stub.makeEvent('payment_intent.created', { id: 'pi_x' });
    expect((await webhook(stub.signedDelivery(other))).json()).toEqual({ received: true });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, other.id))).toHaveLength(1);
  });
});

describe('a payment paid twice', () => {
  it('keeps one payment: the second checkout paid for a row already collected is refunded in full', async () => {
    const returned = await returnedFirstDebit(t.app, db(), finance);
    const open = async () => {
      const res = await t.app.inject({ method: 'POST', url: pathOf(startLinkCheckout, { token: returned.token }) });
      expect(res.statusCode, res.body).toBe(200);
      return [...stub.sessions.keys()].at(-1)!;
    };
    const [first, second] = [await open(), await open()];
    for (const session of [first, second]) {
      await stub.pay(session);
      expect((await webhook(stub.signedDelivery(stub.completedEvent(session)))).statusCode).toBe(200);
    }
    const row = (await statementOf(returned.journey)).rows[0]!;
    expect(row.status).toBe('collected');
    expect(row.events.filter((e) => e.status === 'collected')).toHaveLength(1);
    const secondPayment = stub.sessions.get(second)!.payment_intent;
    expect(stub.refunds.filter((r) => r.payment_intent === secondPayment)).toEqual([expect.objectContaining({ amount: returned.totalFils })]);
    expect(stub.refunds.filter((r) => r.payment_intent === stub.sessions.get(first)!.payment_intent)).toEqual([]);
  });
});
