import type { Page } from 'playwright-core';
import { pngBytes } from '../../src/server/test/application.js';

/** The hire application's screens as a client fills them in, for journeys in the browser. */

/** A check run on a step once it is filled in, before it is left (e.g. layout and axe); `step` is its heading. */
export type StepCheck = (page: Page, step: string) => Promise<void>;
const noCheck: StepCheck = async () => {};

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });

/** Draws a zigzag stroke on the signature pad with the pointer, as a finger would. */
export async function sign(page: Page) {
  // The form to sign loads above the pad and moves it: draw once it is in place and in view.
  await page.getByText('Loading the form to sign…').waitFor({ state: 'hidden', timeout: 20_000 });
  const pad = page.getByTestId('signature-pad');
  await pad.waitFor();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 20, y + (i % 2 ? 20 : -20), { steps: 3 });
  await page.mouse.up();
}

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes(true, 400, 250) });

/** REQUIRED_DOCUMENTS through SIGN_MONTHLY_PAYMENTS, the client signing everything. */
export async function documentsBankAndSignatures(page: Page, check: StepCheck = noCheck) {
  await heading(page, 'Upload your documents');
  for (const label of ['Emirates ID (front)', 'Emirates ID (back)', 'Passport']) {
    await page.getByLabel(label, { exact: true }).setInputFiles(photo(`${label}.png`));
    await page.getByRole('img', { name: `${label} as uploaded` }).waitFor({ timeout: 20_000 });
  }
  await page.getByLabel('Full name (as on your Emirates ID)').fill('Amira Haddad');
  await page.getByLabel('Emirates ID number').fill('784-1990-1234567-1');
  await check(page, 'Upload your documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Add your bank details');
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByLabel('Account holder name').fill('Amira Haddad');
  await check(page, 'Add your bank details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Sign the direct debit');
  await sign(page);
  await check(page, 'Sign the direct debit');
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  for (const index of [1, 2, 3]) {
    await heading(page, `Sign payment form ${index} of 3`);
    await sign(page);
    await check(page, `Sign payment form ${index} of 3`);
    await page.getByRole('button', { name: 'Sign and continue' }).click();
  }
}

/** MAID_ARRIVAL and CLIENT_ADDRESS. */
export async function arrivalAndAddress(page: Page, check: StepCheck = noCheck) {
  await heading(page, 'When should your maid arrive?');
  await page.getByLabel('Arrival date').fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Morning (9 am – 12 pm)').check();
  await check(page, 'When should your maid arrive?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Your address');
  await page.getByLabel('Emirate').selectOption('DUBAI');
  await page.getByLabel('Area').fill('Al Barsha');
  await page.getByLabel('Building or villa').fill('Tower 2');
  await page.getByLabel('Apartment or villa number').fill('1204');
  await check(page, 'Your address');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** CLIENT_PHONE_NUMBER, CLIENT_WHATSAPP_NUMBER (the same number) and CLIENT_SPOUSE_NUMBER. */
export async function phoneNumbers(page: Page, check: StepCheck = noCheck) {
  await heading(page, 'Your mobile number');
  await page.getByLabel('Your mobile number').fill('050 123 4567');
  await check(page, 'Your mobile number');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Your WhatsApp number');
  await check(page, 'Your WhatsApp number');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Your spouse's mobile number");
  await page.getByLabel("Your spouse's mobile number").fill('055 987 6543');
  await check(page, "Your spouse's mobile number");
  await page.getByRole('button', { name: 'Continue' }).click();
}
