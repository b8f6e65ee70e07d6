import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { housemaids, nationalities, nationalityMatchingTypes } from '../src/server/db/schema.js';
import { pngBytes } from '../src/server/test/application.js';
import { collapsed, pdfText } from '../src/server/test/pdf-text.js';
import { arrivalAndAddress, heading, sign } from './support/application-steps.js';
import { expectAxeClean } from './support/axe.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * What a family pays and signs, in Chromium on a phone (issue 16): the price before anything is
 * signed, the full text of each form above its signature pad, and the signed PDF carrying exactly
 * that text.
 */

let server: RunningServer;
let browser: Browser;
let filipinaMaid: number;
beforeAll(async () => {
  // Two applications' uploads from one address: no captcha in the way.
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const [maid] = await server.database.db
    .select({ id: housemaids.id })
    .from(housemaids)
    .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
    .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
    .where(and(eq(nationalityMatchingTypes.code, 'filipina'), eq(housemaids.status, 'available'), eq(housemaids.hidden, false), eq(housemaids.isNanny, false), eq(housemaids.living, 'live_in')))
    .limit(1);
  filipinaMaid = maid!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The form above the signature pad, as lines: its title, `label: value` per row, then each term. */
async function formOnScreen(page: Page): Promise<string[]> {
  const form = page.locator('[data-signed-form]');
  await form.waitFor();
  return form.evaluate((section) => {
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const rows = [...section.querySelectorAll('dl > div')].map((row) => `${text(row.querySelector('dt'))}: ${text(row.querySelector('dd'))}`);
    return [text(section.querySelector('h2')), ...rows, ...[...section.querySelectorAll('ol > li')].map(text)];
  });
}

/** From the documents step to the mandate: the three documents, the name and number, the bank details (`atBank` looks at that step first). */
async function documentsAndBank(page: Page, atBank?: () => Promise<void>): Promise<void> {
  await heading(page, 'Upload your documents');
  for (const label of ['Emirates ID (front)', 'Emirates ID (back)', 'Passport']) {
    await page.getByLabel(label, { exact: true }).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: pngBytes(true, 400, 250) });
    await page.getByRole('img', { name: `${label} as uploaded` }).waitFor({ timeout: 20_000 });
  }
  await page.getByLabel('Full name (as on your Emirates ID)').fill('Amira Haddad');
  await page.getByLabel('Emirates ID number').fill('784-1990-1234567-6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Add your bank details');
  await atBank?.();
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByLabel('Account holder name').fill('Amira Haddad');
  await page.getByRole('button', { name: 'Continue' }).click();
}

it('the price shows before any signature pad; each form’s text is on screen; the signed PDF carries exactly that text', async () => {
  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${filipinaMaid}`);
  // The start screen: the maid, and what she costs, before anything is signed.
  const price = page.getByRole('region', { name: /What you pay/ });
  await price.waitFor();
  expect(collapsed(await price.innerText())).toContain('AED 3,465 a month, VAT included');
  expect(collapsed(await price.innerText())).toContain('Your first debit AED 3,255');
  expect(await page.getByTestId('signature-pad').count()).toBe(0);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Start application' }).click();

  await heading(page, 'Upload your documents');
  await page.getByText(/^Hiring /).waitFor();
  // Amounts in a sentence are isolated left to right and unbroken (amountInText).
  await documentsAndBank(page, () => page.getByText(/^\u2066?AED\s3,465\u2069? a month by direct debit; the first debit is \u2066?AED\s3,255\u2069?\.$/).waitFor());

  await heading(page, 'Sign the direct debit');
  const shown = [await formOnScreen(page)];
  expect(shown[0]).toContain('Payer: Amira Haddad');
  expect(shown[0]).toContain('IBAN: •••• 3456');
  expect(shown[0]).toContain('Monthly amount: AED 3,465 (AED 3,300 + VAT 5 % AED 165)');
  expect(shown[0]).toContain('Frequency: Monthly');
  await expectAxeClean(page);
  await sign(page);
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  for (const index of [1, 2, 3]) {
    await heading(page, `Sign payment form ${index} of 3`);
    await page.getByRole('heading', { level: 2, name: `Monthly payment form ${index} of 3` }).waitFor();
    shown.push(await formOnScreen(page));
    await sign(page);
    await page.getByRole('button', { name: 'Sign and continue' }).click();
  }
  expect(shown[1]).toContain('Amount: AED 3,255');
  expect(shown[2]).toContain('Amount: AED 3,465');

  await arrivalAndAddress(page);
  await heading(page, 'Your mobile number');
  await page.getByLabel('Your mobile number').fill('050 123 4567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Your WhatsApp number');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Your spouse's mobile number");
  await page.getByLabel("Your spouse's mobile number").fill('055 987 6543');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Check and finish');
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await heading(page, 'Thank you! Your application is complete');
  const reference = shown[0]!.find((line) => line.startsWith('Reference: '))!.slice('Reference: '.length);
  await page.getByText(reference).first().waitFor();

  const href = await page.getByRole('link', { name: 'Download the signed mandate (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(new URL(href!, server.baseUrl).toString());
  expect(pdf.status()).toBe(200);
  const pages = await pdfText(await pdf.body());
  expect(pages).toHaveLength(4);
  shown.forEach((lines, i) => {
    for (const line of lines) expect(pages[i], `PDF page ${i + 1}`).toContain(collapsed(line));
  });
});

it('a form that changes while on screen is not signed: the page says so and shows it as it now reads, then signs that', async () => {
  const [maid] = await server.database.db
    .select({ id: housemaids.id, name: housemaids.name })
    .from(housemaids)
    .where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false), eq(housemaids.isNanny, false), eq(housemaids.living, 'live_in')))
    .offset(5)
    .limit(1);
  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maid!.id}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await documentsAndBank(page);

  await heading(page, 'Sign the direct debit');
  expect(await formOnScreen(page)).toContain(`Service: Live-in maid: ${maid!.name}`);
  // Staff rename her while the family reads.
  await server.database.db.update(housemaids).set({ name: 'Renamedmaid' }).where(eq(housemaids.id, maid!.id));
  try {
    await sign(page);
    await page.getByRole('button', { name: 'Sign and continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'This form has changed since you opened it. Please read it again, then sign.' }).waitFor();
    await page.locator('[data-signed-form]').getByText('Live-in maid: Renamedmaid').waitFor();
    if (process.env.STEP_SCREENSHOTS) await page.screenshot({ path: `${process.env.STEP_SCREENSHOTS}/form-changed.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sign and continue' }).click();
    await heading(page, 'Sign payment form 1 of 3');
  } finally {
    await server.database.db.update(housemaids).set({ name: maid!.name }).where(eq(housemaids.id, maid!.id));
  }
});
