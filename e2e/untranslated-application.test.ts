import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { arrivalDayRange } from '../src/shared/application/arrival-dates.js';
import { TEST_CARDS } from '../src/shared/application/constants.js';
import { UAE_BANKS } from '../src/shared/application/iban.js';
import { LOCALES } from '../src/shared/i18n/locales.js';
import { urlOf } from '../src/shared/api/contract.js';
import { getMaidOffer } from '../src/shared/api/offer/contracts.js';
import { housemaids } from '../src/server/db/schema.js';
import { heading, inJourneyLanguage, photo, sign, tr } from './support/application-steps.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { expectTranslated } from './support/untranslated-text.js';

/**
 * Issue 31: the hire application on a phone shows no English to a family reading Arabic, Hindi,
 * Russian or French: every step as it first shows, and each error it can show (the form's own
 * checks, a refused file, the server's refusals).
 */

const LANGUAGES = ['ar', 'hi', 'ru', 'fr'] as const;
type Lang = (typeof LANGUAGES)[number];

let server: RunningServer;
let browser: Browser;
/** A maid for each language's journey (starting an application reserves her), with her name. */
const maids = new Map<Lang, { id: number; name: string }>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const rows = await server.database.db
    .select({ id: housemaids.id, name: housemaids.name })
    .from(housemaids)
    .where(eq(housemaids.status, 'available'))
    .orderBy(housemaids.id);
  const view = await server.app.catalogue.view();
  const shown = rows.filter((r) => view.shown(r.id));
  // Arabic and French hire a maid with a first-month offer (the Filipina offer: its line in the
  // price and in the mandate), Hindi and Russian one without.
  const offers = await Promise.all(
    shown.map(async (maid) => {
      const res = await fetch(`${server.baseUrl}${urlOf(getMaidOffer, {}, { housemaidId: maid.id })}`);
      return ((await res.json()) as { quote: { firstMonthChanges: unknown[] } }).quote.firstMonthChanges.length > 0;
    }),
  );
  const offered = shown.filter((_, i) => offers[i]);
  const plain = shown.filter((_, i) => !offers[i]);
  expect(offered.length).toBeGreaterThanOrEqual(2);
  maids.set('ar', offered[0]!).set('fr', offered[1]!).set('hi', plain[0]!).set('ru', plain[1]!);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the family types that the page shows back as typed: their name, their address. */
const TYPED = ['Amira Haddad', 'Al Barsha', 'Tower 2'];

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();
const continueButton = (page: Page) => page.getByRole('button', { name: tr('Continue'), exact: true });
/** Presses Continue and waits for the server's answer to the step (here, a refusal). */
async function continueToServer(page: Page) {
  const answered = page.waitForResponse((r) => /\/steps\//.test(r.url()) && r.request().method() === 'POST');
  await continueButton(page).click();
  await answered;
}

/** One language's walk: every step, each of its error states checked for English left. */
async function walk(lang: Lang): Promise<string[]> {
  const maid = maids.get(lang)!;
  // Names shown as they are: the maid's, the site's, the banks' (named from the IBAN), and what the
  // family typed (their name and address).
  const names = [maid.name, server.config.SITE_NAME, ...Object.values(UAE_BANKS), ...TYPED];
  // Every finding of the walk, so that one run lists them all.
  const found: string[] = [];
  const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const check = async (where: string) => {
    await expectTranslated(page, lang, where, names).catch((err: unknown) => {
      // The assertion's own list (each text, where), or the error itself.
      const listed = (err as { actual?: unknown }).actual;
      found.push(...(Array.isArray(listed) ? listed.map(String) : [String(err)]));
    });
  };

  // A link that opens no application.
  await page.goto(`${server.baseUrl}/app?appId=not-an-id&lang=${lang}`);
  await heading(page, tr('We cannot open this application'));
  await check('application not found');

  await page.goto(`${server.baseUrl}/app?maidId=${maid.id}&lang=${lang}`);
  await page.getByRole('button', { name: tr('Start application') }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await check('start screen');
  await page.getByRole('button', { name: tr('Start application') }).click();

  // REQUIRED_DOCUMENTS
  await heading(page, tr('Upload your documents'));
  await check('documents');
  await continueButton(page).click();
  await alert(page, tr('Enter your full name'));
  await check('documents, Continue on the empty form');
  await page.getByLabel(tr('Full name (as on your Emirates ID)')).fill(TYPED[0]!);
  await page.getByLabel(tr('Emirates ID number')).fill('784-1990-1234567-1');
  await continueButton(page).click();
  await alert(page, tr('This Emirates ID number is not valid: please check the digits'));
  await check('documents, a wrong Emirates ID');
  await page.getByLabel(tr('Emirates ID number')).fill('784-1990-1234567-6');
  // The server refuses the step while documents are missing.
  await continueToServer(page);
  await page.getByRole('alert').first().waitFor();
  await check('documents, the server refuses missing documents');
  const passport = page.getByLabel(tr('Passport'), { exact: true });
  await passport.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await alert(page, tr('Only photos (JPEG or PNG) or PDF files can be uploaded.'));
  await check('documents, a file of the wrong type');
  await passport.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
  await alert(page, tr('This file is larger than 10 MB. Please choose a smaller file or take a new photo.'));
  await check('documents, a file too large');
  // A PDF by its name and type that is not one: the server reads the file and refuses it.
  const refused = page.waitForResponse((r) => r.url().includes('/documents/passport') && r.request().method() === 'POST');
  await passport.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  expect((await refused).ok()).toBe(false);
  await page.locator('#doc-passport-error').waitFor();
  await check('documents, the server refuses a file that is not what it says');
  for (const label of ['Emirates ID (front)', 'Emirates ID (back)', 'Passport']) {
    await page.getByLabel(tr(label), { exact: true }).setInputFiles(photo(`${label}.png`));
    await page.getByRole('img', { name: tr('{document} as uploaded', { document: tr(label) }) }).waitFor({ timeout: 20_000 });
  }
  await check('documents, uploaded');
  await continueButton(page).click();

  // BANK_INFO, with its price line open
  await heading(page, tr('Add your bank details'));
  await page.locator('main details summary').click();
  await check('bank details');
  await continueButton(page).click();
  await alert(page, tr('Enter your IBAN'));
  await check('bank details, Continue on the empty form');
  await page.getByLabel(tr('IBAN')).fill('AE07 0331 2345 6789 0123 457');
  await page.getByRole('alert').first().waitFor();
  await check('bank details, a wrong IBAN as typed');
  await continueButton(page).click();
  await alert(page, tr('This IBAN is not valid: please check the digits'));
  await check('bank details, a wrong IBAN sent');

  // CREDIT_CARD_INFO (test mode), and back to the bank
  await page.getByRole('button', { name: tr('Pay online by card instead') }).click();
  await heading(page, tr('Pay online'));
  await check('card');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('card, Continue on the empty form');
  await page.getByLabel(tr('Name on card')).fill(TYPED[0]!);
  await page.getByLabel(tr('Card number')).fill(TEST_CARDS.declined);
  await page.getByLabel(tr('Expiry (MM/YY)')).fill('12/40');
  await page.getByLabel(tr('Security code')).fill('123');
  await continueToServer(page);
  await page.getByRole('alert').first().waitFor();
  await check('card, the server declines the card');
  await page.getByRole('button', { name: tr('Pay by bank direct debit instead') }).click();
  await heading(page, tr('Add your bank details'));
  await page.getByLabel(tr('IBAN')).fill('AE07 0331 2345 6789 0123 456');
  await page.getByLabel(tr('Account holder name')).fill(TYPED[0]!);
  await check('bank details, filled in');
  await continueButton(page).click();

  // SIGN_DIRECT_DEBIT: the form, nothing signed, a tap
  const signAndContinue = page.getByRole('button', { name: tr('Sign and continue') });
  await heading(page, tr('Sign the direct debit'));
  await page.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 20_000 });
  await check('direct debit');
  await signAndContinue.click();
  await alert(page, tr('Please sign in the box'));
  await check('direct debit, not signed');
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await alert(page, tr('A tap or a dot is not a signature: please sign with your finger in the box'));
  await check('direct debit, a tap');
  await sign(page);
  await check('direct debit, signed');
  await signAndContinue.click();

  // SIGN_MONTHLY_PAYMENTS
  for (const index of [1, 2, 3]) {
    const title = tr('Sign payment form {index} of {total}', { index, total: 3 });
    await heading(page, title);
    await page.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 20_000 });
    await check(`payment form ${index}`);
    if (index === 1) {
      await signAndContinue.click();
      await alert(page, tr('Please sign in the box'));
      await check('payment form 1, not signed');
    }
    await sign(page);
    await signAndContinue.click();
  }

  // MAID_ARRIVAL
  await heading(page, tr('When should your maid arrive?'));
  await check('arrival');
  await continueButton(page).click();
  await alert(page, tr('Choose a date'));
  await check('arrival, Continue on the empty form');
  const day = arrivalDayRange().earliest;
  await page.getByLabel(tr('Arrival date')).fill(day);
  // The date field writes the day as the phone's language does; the page says it in its own.
  const inWords = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeZone: 'Asia/Dubai' }).format(new Date(`${day}T12:00:00+04:00`));
  await page.getByText(tr('Arrival on {day}', { day: inWords })).waitFor();
  await check('arrival, a day chosen');
  await page.getByLabel(tr('Morning (9 am – 12 pm)')).check();
  await continueButton(page).click();

  // CLIENT_ADDRESS
  await heading(page, tr('Your address'));
  await check('address');
  await continueButton(page).click();
  await alert(page, tr('Choose your emirate'));
  await check('address, Continue on the empty form');
  await page.getByLabel(tr('Emirate')).selectOption('DUBAI');
  await page.getByLabel(tr('Area')).fill(TYPED[1]!);
  await page.getByLabel(tr('Building or villa')).fill(TYPED[2]!);
  await page.getByLabel(tr('Apartment or villa number')).fill('1204');
  await continueButton(page).click();

  // CLIENT_PHONE_NUMBER, CLIENT_WHATSAPP_NUMBER, CLIENT_SPOUSE_NUMBER
  await heading(page, tr('Your mobile number'));
  await check('mobile number');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('mobile number, Continue on the empty form');
  await page.getByLabel(tr('Your mobile number')).fill('123');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('mobile number, a wrong number');
  await page.getByLabel(tr('Your mobile number')).fill('050 123 4567');
  await continueButton(page).click();
  await heading(page, tr('Your WhatsApp number'));
  await check('WhatsApp number');
  await continueButton(page).click();
  await heading(page, tr("Your spouse's mobile number"));
  await check('spouse number');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('spouse number, Continue on the empty form');
  await page.getByLabel(tr("Your spouse's mobile number")).fill('050 123 4567');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('spouse number, the family’s own number');
  await page.getByLabel(tr("Your spouse's mobile number")).fill('055 987 6543');
  await continueButton(page).click();

  // END_WORK_FLOW
  await heading(page, tr('Check and finish'));
  await check('check and finish');
  await page.getByRole('button', { name: tr('Submit my application') }).click();
  await heading(page, tr('Thank you! Your application is complete'));
  await check('thank-you page');
  await context.close();
  return found;
}

// One context per language, side by side, each with its own maid and texts (tr's).
it.concurrent.each(LANGUAGES)(
  'every step of the phone application and its error states show no English (%s)',
  (lang) =>
    inJourneyLanguage(lang, async () => {
      expect((await walk(lang)).join('\n')).toBe('');
    }),
  240_000,
);
