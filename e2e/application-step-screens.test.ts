import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { arrivalDayRange } from '../src/shared/application/arrival-dates.js';
import { applications, housemaids } from '../src/server/db/schema.js';
import { pngBytes } from '../src/server/test/application.js';
import { heading, sign } from './support/application-steps.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** The application's steps as a family on a phone met them (issue 34, item 3). */
let server: RunningServer;
let browser: Browser;
let maidIds: number[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  // Maids the site shows (not hidden, of a matching type it offers): each has a page.
  const rows = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).orderBy(housemaids.id);
  const view = await server.app.catalogue.view();
  maidIds = rows.map((r) => r.id).filter((id) => view.shown(id)).slice(0, 2);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes(true, 400, 250) });

/** The step just opened is at the top of the page, its heading focused and in view. */
async function expectOpenedAtTop(page: Page, title: string) {
  await heading(page, title);
  const opened = await page.evaluate(() => {
    const focused = document.activeElement;
    const box = focused?.getBoundingClientRect();
    return { scrollY: window.scrollY, tag: focused?.tagName, text: focused?.textContent, inView: !!box && box.top >= 0 && box.bottom <= window.innerHeight };
  });
  expect(opened, title).toEqual({ scrollY: 0, tag: 'H1', text: title, inView: true });
}

/** The page scrolled to its end, as after filling a long form: the next step must not open there. */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

/** Waits for the draft the form saves while the family types (800 ms after the last key), once it holds `last` (the last field typed). */
const draftSaved = (page: Page, step: string, last: string) =>
  page.waitForResponse((r) => r.url().includes(`/drafts/${step}`) && r.request().method() === 'PUT' && (r.request().postData() ?? '').includes(last));

const back = (page: Page) => page.getByRole('button', { name: 'Previous step' }).click();

it('each step opens at its top; Back and a reload keep what was typed; a tap is not a signature; the Emirates ID check digit', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[0]}`);
  await page.getByRole('button', { name: 'Start application' }).click();

  await expectOpenedAtTop(page, 'Upload your documents');
  for (const label of ['Emirates ID (front)', 'Emirates ID (back)', 'Passport']) {
    await page.getByLabel(label, { exact: true }).setInputFiles(photo(`${label}.png`));
    await page.getByRole('img', { name: `${label} as uploaded` }).waitFor({ timeout: 20_000 });
  }
  await page.getByLabel('Full name (as on your Emirates ID)').fill('Amira Haddad');
  // Its last digit is not the check digit of the others: the form says so before sending.
  await page.getByLabel('Emirates ID number').fill('784-1990-1234567-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('This Emirates ID number is not valid: please check the digits').waitFor();
  await page.getByLabel('Emirates ID number').fill('784-1990-1234567-6');
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectOpenedAtTop(page, 'Add your bank details');
  const bankDraft = draftSaved(page, 'BANK_INFO', 'Amira Haddad');
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByLabel('Account holder name').fill('Amira Haddad');
  await bankDraft;
  // A reload keeps what was typed, the IBAN too (kept sealed on the server).
  await page.reload();
  await heading(page, 'Add your bank details');
  await expect(page.getByLabel('IBAN').inputValue()).resolves.toBe('AE07 0331 2345 6789 0123 456');
  await expect(page.getByLabel('Account holder name').inputValue()).resolves.toBe('Amira Haddad');
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectOpenedAtTop(page, 'Sign the direct debit');

  // Back: the bank details as given, the IBAN masked; back again: the documents as typed.
  await back(page);
  await expectOpenedAtTop(page, 'Add your bank details');
  await page.getByText('•••• 3456').waitFor();
  await page.getByRole('button', { name: 'Change the IBAN' }).waitFor();
  await back(page);
  await expectOpenedAtTop(page, 'Upload your documents');
  await expect(page.getByLabel('Full name (as on your Emirates ID)').inputValue()).resolves.toBe('Amira Haddad');
  await expect(page.getByLabel('Emirates ID number').inputValue()).resolves.toBe('784-1990-1234567-6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectOpenedAtTop(page, 'Add your bank details');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A tap on the pad is refused at the pad, and nothing is signed.
  await expectOpenedAtTop(page, 'Sign the direct debit');
  await page.getByText('Loading the form to sign…').waitFor({ state: 'hidden', timeout: 20_000 });
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByText('A tap or a dot is not a signature: please sign with your finger in the box').waitFor();
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Sign the direct debit');
  await sign(page);
  await page.getByText('A tap or a dot is not a signature: please sign with your finger in the box').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Sign and continue' }).click();

  for (const index of [1, 2, 3]) {
    const title = `Sign payment form ${index} of 3`;
    // Opened at its heading, above the text being signed, not at the pad under it.
    await expectOpenedAtTop(page, title);
    await sign(page);
    await page.getByRole('button', { name: 'Sign and continue' }).click();
  }

  await expectOpenedAtTop(page, 'When should your maid arrive?');
  const { earliest, latest } = arrivalDayRange();
  await expect(page.getByLabel('Arrival date').getAttribute('min')).resolves.toBe(earliest);
  await expect(page.getByLabel('Arrival date').getAttribute('max')).resolves.toBe(latest);
  await page.getByLabel('Arrival date').fill(earliest);
  await page.getByLabel('Morning (9 am – 12 pm)').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectOpenedAtTop(page, 'Your address');
  const addressDraft = draftSaved(page, 'CLIENT_ADDRESS', '1204');
  await page.getByLabel('Emirate').selectOption('DUBAI');
  await page.getByLabel('Area').fill('Al Barsha');
  await page.getByLabel('Building or villa').fill('Tower 2');
  await page.getByLabel('Apartment or villa number').fill('1204');
  await addressDraft;
  await page.reload();
  await heading(page, 'Your address');
  await expect(page.getByLabel('Apartment or villa number').inputValue()).resolves.toBe('1204');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectOpenedAtTop(page, 'Your mobile number');
  await back(page);
  await expectOpenedAtTop(page, 'Your address');
  await expect(page.getByLabel('Emirate').inputValue()).resolves.toBe('DUBAI');
  await expect(page.getByLabel('Area').inputValue()).resolves.toBe('Al Barsha');
  await expect(page.getByLabel('Building or villa').inputValue()).resolves.toBe('Tower 2');
  await expect(page.getByLabel('Apartment or villa number').inputValue()).resolves.toBe('1204');
  await back(page);
  await expectOpenedAtTop(page, 'When should your maid arrive?');
  await expect(page.getByLabel('Arrival date').inputValue()).resolves.toBe(earliest);
  await context.close();
});

it('/app with a malformed or unknown id shows a page in the site frame, not the API’s wording', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  for (const appId of ['not-an-id', crypto.randomUUID()]) {
    await page.goto(`${server.baseUrl}/app?appId=${appId}`);
    await heading(page, 'We cannot open this application');
    await page.getByRole('banner').waitFor();
    await page.getByRole('link', { name: 'See available maids' }).waitFor();
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/Invalid path parameter|No such application/);
  }
  await context.close();
});

it('a maid another family is applying for is announced before the price and Start; her page says "visa in process" once it is', async () => {
  const maidId = maidIds[1]!;
  const applying = await browser.newContext(phone);
  const applyingPage = await applying.newPage();
  await applyingPage.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await applyingPage.getByRole('button', { name: 'Start application' }).click();
  await heading(applyingPage, 'Upload your documents');
  const appId = new URL(applyingPage.url()).searchParams.get('appId')!;
  await server.app.catalogue.sync();

  const other = await browser.newContext(phone);
  const page = await other.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await heading(page, /cannot be hired now$/);
  await expect(page.getByRole('status').innerText()).resolves.toBe('Another family is applying for her right now');
  await expect(page.getByRole('button', { name: 'Start application' }).count()).resolves.toBe(0);
  await expect(page.locator('main').innerText()).resolves.not.toContain('AED');

  await page.goto(`${server.baseUrl}/maid/${maidId}`);
  await page.getByText('Another family is applying for her right now').waitFor();
  await expect(page.getByRole('link', { name: /^Hire / }).count()).resolves.toBe(0);

  // The family applying still has her to hire, from her page too.
  await applyingPage.goto(`${server.baseUrl}/maid/${maidId}`);
  await applyingPage.getByRole('link', { name: /^Hire / }).waitFor();

  // Submitted, and the desk at the visa: her page says so.
  await server.database.db.update(applications).set({ status: 'submitted', stage: 'visa_in_process' }).where(eq(applications.id, appId));
  await page.reload();
  await page.getByText('Hired by a family: her visa is in process').waitFor();
  await applying.close();
  await other.close();
});
