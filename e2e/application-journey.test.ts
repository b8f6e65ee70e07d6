import AxeBuilder from '@axe-core/playwright';
import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationDocuments, housemaids, smsOutbox } from '../src/server/db/schema.js';
import { pngBytes } from '../src/server/test/application.js';
import { arrivalAndAddress, heading, sign } from './support/application-steps.js';
import { desktop, launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let maidIds: number[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const rows = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(6);
  maidIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Serious or critical WCAG 2.2 A/AA violations on the screen shown, as ids. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const photo = (name: string, width = 400, height = 250) => ({ name, mimeType: 'image/png', buffer: pngBytes(true, width, height) });

async function uploadDocuments(page: Page, checkAccessibility = false) {
  await heading(page, 'Upload your documents');
  for (const [label, file] of [
    ['Emirates ID (front)', 'eid-front.png'],
    ['Emirates ID (back)', 'eid-back.png'],
    ['Passport', 'passport.png'],
  ] as const) {
    // The passport is a large photo, which the phone downscales to a JPEG before upload.
    await page.getByLabel(label, { exact: true }).setInputFiles(label === 'Passport' ? photo(file, 3000, 2000) : photo(file));
    await page.getByRole('img', { name: `${label} as uploaded` }).waitFor({ timeout: 20_000 });
  }
  await page.getByLabel('Full name (as on your Emirates ID)').fill('Amira Haddad');
  await page.getByLabel('Emirates ID number').fill('784-1990-1234567-6');
  if (checkAccessibility) await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
}

// The journeys up to the returning client's run side by side (each its own maid, numbers and SMS kind);
// the returning client comes after, as it needs the first journey's finished application.
/** The newest message of a kind in the outbox (each concurrent journey below texts a kind of its own). */
async function latestSms(kind: string) {
  const [sms] = await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, kind)).orderBy(desc(smsOutbox.id)).limit(1);
  if (!sms) throw new Error(`no ${kind} message in the outbox`);
  return sms;
}

it.concurrent('mobile: from /app?maidId=N to END_WORK_FLOW with real uploads and drawn signatures', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[0]}`);
  await page.getByRole('button', { name: 'Start application' }).click();

  await uploadDocuments(page, true);

  await heading(page, 'Add your bank details');
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 457');
  await expect(page.getByText('This IBAN is not valid: please check the digits').isVisible()).resolves.toBe(true);
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByText('Bank: Mashreq').waitFor();
  await page.getByLabel('Account holder name').fill('Amira Haddad');
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Sign the direct debit');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  await page.getByText('Please sign in the box').waitFor();
  await sign(page);
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  for (const index of [1, 2, 3]) {
    await heading(page, `Sign payment form ${index} of 3`);
    await sign(page);
    await page.getByRole('button', { name: 'Sign and continue' }).click();
  }

  await arrivalAndAddress(page);

  await heading(page, 'Your mobile number');
  await page.getByLabel('Your mobile number').fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Enter a UAE mobile number, e.g. 050 123 4567').waitFor();
  await page.getByLabel('Your mobile number').fill('050 123 4567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Your WhatsApp number');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Your spouse's mobile number");
  await page.getByLabel("Your spouse's mobile number").fill('055 987 6543');
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Check and finish');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await heading(page, 'Thank you! Your application is complete');
  await expect(page.getByText('Mashreq •••• 3456').isVisible()).resolves.toBe(true);
  const appId = new URL(page.url()).searchParams.get('appId')!;
  const docs = await server.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, appId));
  expect(Object.fromEntries(docs.map((d) => [d.kind, d.contentType]))).toEqual({
    emirates_id_front: 'image/png',
    emirates_id_back: 'image/png',
    passport: 'image/jpeg',
  });
  await context.close();
});

it.concurrent('desktop: the SMS link from the outbox continues the application on the phone', async () => {
  const desk = await browser.newContext(desktop);
  const page = await desk.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[1]}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await heading(page, 'Continue on your phone');
  await page.getByLabel('Your mobile number').fill('050 111 2233');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await heading(page, 'Link sent');

  const sms = await latestSms('continue-on-phone');
  expect(sms.toPhone).toBe('+971501112233');
  const link = new URL(sms.body.slice(sms.body.indexOf('http')));

  const mobile = await browser.newContext(phone);
  const phonePage = await mobile.newPage();
  await phonePage.goto(`${server.baseUrl}${link.pathname}${link.search}`);
  await heading(phonePage, 'Upload your documents');
  expect(new URL(phonePage.url()).searchParams.has('t')).toBe(false);

  // The same link in a third browser is a replay.
  const other = await browser.newContext(phone);
  const otherPage = await other.newPage();
  await otherPage.goto(`${server.baseUrl}${link.pathname}${link.search}`);
  await otherPage.getByText('This link has already been opened on another phone. Please ask for a new one.').waitFor({ timeout: 20_000 });
  await Promise.all([desk.close(), mobile.close(), other.close()]);
});

it.concurrent('wa: the spouse signs from the SMS link and the client\'s waiting step moves on by itself', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[2]}&wa=1`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await uploadDocuments(page);
  await heading(page, 'Add your bank details');
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByLabel('Account holder name').fill('Amira Haddad');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Sign the direct debit');
  await sign(page);
  await page.getByRole('button', { name: 'Sign and continue' }).click();

  await heading(page, "Your spouse's signature");
  await page.getByLabel("Spouse's mobile number").fill('055 987 6543');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByText('We sent the link by SMS to +971559876543.').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Your spouse can sign the payment forms from the link we sent.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await arrivalAndAddress(page);
  await heading(page, 'Your mobile number');
  await page.getByLabel('Your mobile number').fill('050 123 4567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Your WhatsApp number');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Your spouse's mobile number");
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Waiting for your spouse’s signature');

  const sms = await latestSms('spouse-sign-link');
  const link = new URL(sms.body.slice(sms.body.indexOf('http')));
  expect(link.searchParams.get('forSignOnly')).toBe('true');
  const spouseContext = await browser.newContext(phone);
  const spouse = await spouseContext.newPage();
  await spouse.goto(`${server.baseUrl}${link.pathname}${link.search}`);
  for (const index of [1, 2, 3]) {
    await heading(spouse, `Sign payment form ${index} of 3`);
    await sign(spouse);
    await spouse.getByRole('button', { name: 'Sign and continue' }).click();
  }
  await heading(spouse, 'Thank you for signing');

  // No reload on the client's phone: the waiting screen notices the signature.
  await heading(page, 'Check and finish');
  await Promise.all([context.close(), spouseContext.close()]);
});

it.concurrent('back: the Back button and the browser back button follow the workflow rules', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[3]}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await uploadDocuments(page);
  await heading(page, 'Add your bank details');
  // The browser's back button lands on a padding entry and goes back one step, not off the site.
  await page.goBack();
  await heading(page, 'Upload your documents');
  expect(new URL(page.url()).searchParams.get('step')).toBe('REQUIRED_DOCUMENTS');
  // Before REQUIRED_DOCUMENTS is the start screen: back goes to the maid list.
  await page.getByRole('button', { name: 'Previous step' }).click();
  await page.waitForURL(/\/hire-maid$/, { timeout: 20_000 });
  await context.close();
});

it.concurrent('Pay Online: the test-mode card and the code from the outbox replace the bank steps', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[4]}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await uploadDocuments(page);
  await heading(page, 'Add your bank details');
  await page.getByRole('button', { name: 'Pay online by card instead' }).click();
  await heading(page, 'Pay online');
  const wizard = page.getByRole('list', { name: 'Progress' });
  await expect(wizard.innerText()).resolves.not.toContain('Sign Payment Form');
  await page.getByLabel('Name on card').fill('Amira Haddad');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Enter the code');
  const sms = await latestSms('card-otp');
  await page.getByLabel('Code').fill(/code is (\d{6})/.exec(sms.body)![1]!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await heading(page, 'When should your maid arrive?');
  await context.close();
});

it('a returning client (the first journey\'s number) reuses the documents on file after an SMS code', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[5]}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await heading(page, 'Upload your documents');
  await page.getByText('Already a client? Use the documents we have on file').click();
  await page.getByLabel('Your registered mobile number').fill('050 123 4567');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByText('If this number is on file, we sent it a 6-digit code.').waitFor();
  const sms = await latestSms('existing-client-otp');
  await page.getByLabel('Code from the SMS').fill(/is (\d{6})\./.exec(sms.body)![1]!);
  await page.getByRole('button', { name: 'Use my documents' }).click();
  await page.getByRole('img', { name: 'Passport as uploaded' }).waitFor({ timeout: 20_000 });
  await expect(page.getByLabel('Full name (as on your Emirates ID)').inputValue()).resolves.toBe('Amira Haddad');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Add your bank details');
  await context.close();
});
