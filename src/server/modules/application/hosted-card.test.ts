import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, housemaids, smsOutbox } from '../../db/schema.js';
import { json, readyForPayment } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

/** Pay Online with a real card provider (Stripe configured): no card is typed in the application. */
let stripe: TestApp;
let testMode: TestApp;

const availableMaid = async (t: TestApp) => (await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1))[0]!.id;

beforeAll(async () => {
  [stripe, testMode] = await Promise.all([
    createTestApp({ CAPTCHA_THRESHOLD: '1000', STRIPE_SECRET_KEY: 'sk_test_hosted', STRIPE_WEBHOOK_SECRET: 'whsec_hosted', STRIPE_API_BASE: 'http://127.0.0.1:9' }),
    createTestApp({ CAPTCHA_THRESHOLD: '1000' }),
  ]);
}, 60_000);
afterAll(async () => {
  await stripe?.close();
  await testMode?.close();
});

describe('Pay Online with a hosted card provider', () => {
  it('takes the name only, texts a code to confirm the number the payment links go to, and stores no card', async () => {
    const { browser, appId, method } = await readyForPayment(stripe.app, await availableMaid(stripe));
    expect((await method('card')).statusCode).toBe(200);
    const accepted = await browser.submit(appId, 'CREDIT_CARD_INFO', { nameOnCard: 'Amira Haddad' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted).next).toMatchObject({ step: 'CHECK_OTP' });
    const [sms] = await stripe.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, appId)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms!.body).toMatch(/^Your code to confirm this number for your card payment links is \d{6}\./);
    const otp = /is (\d{6})/.exec(sms!.body)![1]!;
    expect(json(await browser.submit(appId, 'CHECK_OTP', { otp })).next).toMatchObject({ step: 'MAID_ARRIVAL' });
    const [row] = await stripe.database.db.select({ data: sql<string>`${applications.data}::text` }).from(applications).where(eq(applications.id, appId));
    expect(row!.data).toContain('"provider": "stripe"');
  });

  it('says so in the page head, for the step to show no card fields', async () => {
    expect((await stripe.app.inject({ method: 'GET', url: '/hire-maid' })).body).toContain('<meta name="card-payments" content="hosted">');
    expect((await testMode.app.inject({ method: 'GET', url: '/hire-maid' })).body).not.toContain('card-payments');
  });

  it('in test mode still needs the card typed, naming the missing field', async () => {
    const { browser, appId, method } = await readyForPayment(testMode.app, await availableMaid(testMode));
    await method('card');
    const refused = await browser.submit(appId, 'CREDIT_CARD_INFO', { nameOnCard: 'Amira Haddad' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('cardNumber: Enter your card number');
  });
});
