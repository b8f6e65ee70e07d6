import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import type { Page } from 'playwright-core';
import { arrivalDayRange } from '../../src/shared/application/arrival-dates.js';
import { LOCALES } from '../../src/shared/i18n/locales.js';
import type { Language } from '../../src/shared/tracking.js';
import { pngBytes } from '../../src/server/test/application.js';

/** The hire application's screens as a client fills them in, for journeys in the browser. */

interface JourneyLanguage {
  language: Language;
  catalogue: Record<string, string>;
}

function languageOf(lang: Language): JourneyLanguage {
  const catalogue =
    lang === 'en'
      ? {}
      : (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../src/shared/i18n/catalogues/${lang}.json`), 'utf8')) as Record<string, string>);
  return { language: lang, catalogue };
}

const ENGLISH: JourneyLanguage = languageOf('en');
/** Journeys can run side by side, each in its own language: the one this call belongs to (English outside any). */
const journeyScope = new AsyncLocalStorage<JourneyLanguage>();

/** Runs one journey reading the screens in this language (its catalogue's texts: what `tr` returns within it). */
export function inJourneyLanguage<T>(lang: Language, journey: () => Promise<T>): Promise<T> {
  return journeyScope.run(languageOf(lang), journey);
}

/** A text of the screens in the journey's language, as the page shows it. */
export function tr(english: string, vars?: Record<string, string | number>): string {
  const { language, catalogue } = journeyScope.getStore() ?? ENGLISH;
  const text = catalogue[english] ?? english;
  return vars || text.includes('{') ? new MessageFormat(LOCALES[language]).compile(text)(vars) : text;
}

/** A check run on a step once it is filled in, before it is left (e.g. layout and axe); `step` is its heading. */
export type StepCheck = (page: Page, step: string) => Promise<void>;
const noCheck: StepCheck = async () => {};

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });

/** Draws a zigzag stroke on the signature pad with the pointer, as a finger would. */
export async function sign(page: Page) {
  // The form to sign loads above the pad and moves it: draw once it is in place and in view.
  await page.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 20_000 });
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

/** A small photo of a document, as a phone uploads it. */
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes(true, 400, 250) });

/** REQUIRED_DOCUMENTS through SIGN_MONTHLY_PAYMENTS, the client signing everything. */
export async function documentsBankAndSignatures(page: Page, check: StepCheck = noCheck) {
  await heading(page, tr('Upload your documents'));
  for (const label of ['Emirates ID (front)', 'Emirates ID (back)', 'Passport']) {
    await page.getByLabel(tr(label), { exact: true }).setInputFiles(photo(`${label}.png`));
    await page.getByRole('img', { name: tr('{document} as uploaded', { document: tr(label) }) }).waitFor({ timeout: 20_000 });
  }
  await page.getByLabel(tr('Full name (as on your Emirates ID)')).fill('Amira Haddad');
  await page.getByLabel(tr('Emirates ID number')).fill('784-1990-1234567-6');
  await check(page, tr('Upload your documents'));
  await page.getByRole('button', { name: tr('Continue') }).click();
  await heading(page, tr('Add your bank details'));
  await page.getByLabel(tr('IBAN')).fill('AE07 0331 2345 6789 0123 456');
  await page.getByLabel(tr('Account holder name')).fill('Amira Haddad');
  await check(page, tr('Add your bank details'));
  await page.getByRole('button', { name: tr('Continue') }).click();
  await heading(page, tr('Sign the direct debit'));
  await sign(page);
  await check(page, tr('Sign the direct debit'));
  await page.getByRole('button', { name: tr('Sign and continue') }).click();
  for (const index of [1, 2, 3]) {
    const title = tr('Sign payment form {index} of {total}', { index, total: 3 });
    await heading(page, title);
    await sign(page);
    await check(page, title);
    await page.getByRole('button', { name: tr('Sign and continue') }).click();
  }
}

/** MAID_ARRIVAL and CLIENT_ADDRESS. */
export async function arrivalAndAddress(page: Page, check: StepCheck = noCheck) {
  await heading(page, tr('When should your maid arrive?'));
  await page.getByLabel(tr('Arrival date')).fill(arrivalDayRange().earliest);
  await page.getByLabel(tr('Morning (9 am – 12 pm)')).check();
  await check(page, tr('When should your maid arrive?'));
  await page.getByRole('button', { name: tr('Continue') }).click();
  await heading(page, tr('Your address'));
  await page.getByLabel(tr('Emirate')).selectOption('DUBAI');
  await page.getByLabel(tr('Area')).fill('Al Barsha');
  await page.getByLabel(tr('Building or villa')).fill('Tower 2');
  await page.getByLabel(tr('Apartment or villa number')).fill('1204');
  await check(page, tr('Your address'));
  await page.getByRole('button', { name: tr('Continue') }).click();
}

/** CLIENT_PHONE_NUMBER, CLIENT_WHATSAPP_NUMBER (the same number) and CLIENT_SPOUSE_NUMBER. */
export async function phoneNumbers(page: Page, check: StepCheck = noCheck) {
  await heading(page, tr('Your mobile number'));
  await page.getByLabel(tr('Your mobile number')).fill('050 123 4567');
  await check(page, tr('Your mobile number'));
  await page.getByRole('button', { name: tr('Continue') }).click();
  await heading(page, tr('Your WhatsApp number'));
  await check(page, tr('Your WhatsApp number'));
  await page.getByRole('button', { name: tr('Continue') }).click();
  await heading(page, tr("Your spouse's mobile number"));
  await page.getByLabel(tr("Your spouse's mobile number")).fill('055 987 6543');
  await check(page, tr("Your spouse's mobile number"));
  await page.getByRole('button', { name: tr('Continue') }).click();
}
