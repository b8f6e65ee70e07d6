import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, housemaids, smsOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { GOOD_IBAN, json, readyForPayment as readyAtPayment } from '../../test/application.js';

let t: TestApp;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(5);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const readyForPayment = () => readyAtPayment(t.app, maidIds.shift()!);

const lastOtp = async (appId: string) => {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, appId)).orderBy(desc(smsOutbox.id)).limit(1);
  return /code is (\d{6})/.exec(row!.body)![1]!;
};

const card = (cardNumber: string) => ({ nameOnCard: 'Amira Haddad', cardNumber, expiry: '12/39', cvv: '123' });

describe('Pay Online (test-mode card provider)', () => {
  it('switches to card, refuses bad and declined cards, checks the OTP and never stores the card number', async () => {
    const { browser, appId, method } = await readyForPayment();
    const switched = await method('card');
    expect(json(switched)).toMatchObject({ next: { step: 'CREDIT_CARD_INFO' }, application: { paidByCreditCard: true, currentStep: 'CREDIT_CARD_INFO' } });
    expect((await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' })).statusCode).toBe(400);

    expect(json(await browser.submit(appId, 'CREDIT_CARD_INFO', card('4242 4242 4242 4241'))).error).toMatch(/^cardNumber: This card number is not valid/);
    expect(json(await browser.submit(appId, 'CREDIT_CARD_INFO', { ...card('4242424242424242'), expiry: '01/20' })).error).toMatch(/^expiry: This card has expired/);
    expect(json(await browser.submit(appId, 'CREDIT_CARD_INFO', card('4000 0000 0000 0002'))).error).toMatch(/declined/);
    expect(json(await browser.submit(appId, 'CHECK_OTP', { otp: '123456' })).error).toMatch(/complete the step credit card info first/);

    const accepted = await browser.submit(appId, 'CREDIT_CARD_INFO', card('4242 4242 4242 4242'));
    expect(json(accepted).next).toMatchObject({ step: 'CHECK_OTP' });
    const otp = await lastOtp(appId);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const refused = await browser.submit(appId, 'CHECK_OTP', { otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toMatch(/^otp: This code is not right/);
    const verified = await browser.submit(appId, 'CHECK_OTP', { otp });
    expect(json(verified).next).toMatchObject({ step: 'MAID_ARRIVAL' });

    const [row] = await t.database.db.select({ data: sql<string>`${applications.data}::text` }).from(applications).where(eq(applications.id, appId));
    expect(row!.data).not.toContain('4242424242424242');
    expect(row!.data).toContain('"last4": "4242"');
    expect(row!.data).toContain('"otpAttempts": 1');
    expect(json(await method('bank')).error).toMatch(/already set/);
  });

  it('asks for the card again after five wrong codes', async () => {
    const { browser, appId, method } = await readyForPayment();
    await method('card');
    await browser.submit(appId, 'CREDIT_CARD_INFO', card('4242424242424242'));
    const otp = await lastOtp(appId);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i < 5; i++) expect(json(await browser.submit(appId, 'CHECK_OTP', { otp: wrong })).error).toMatch(/not right/);
    expect(json(await browser.submit(appId, 'CHECK_OTP', { otp: wrong })).error).toMatch(/enter your card again/);
    expect(json(await browser.submit(appId, 'CHECK_OTP', { otp })).error).toMatch(/complete the step credit card info first/);
  });

  it('switches back to bank details before the payment is set up', async () => {
    const { appId, method, browser } = await readyForPayment();
    await method('card');
    expect(json(await method('bank'))).toMatchObject({ next: { step: 'BANK_INFO' }, application: { paidByCreditCard: false } });
    expect((await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' })).statusCode).toBe(200);
  });
});
