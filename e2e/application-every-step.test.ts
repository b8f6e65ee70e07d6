import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { housemaids } from '../src/server/db/schema.js';
import { arrivalAndAddress, documentsBankAndSignatures, heading, inJourneyLanguage, phoneNumbers, tr, type StepCheck } from './support/application-steps.js';
import { expectAxeClean } from './support/axe.js';
import { launchBrowser, phone } from './support/browser.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

/** The narrowest phone the site is laid out for. */
const WIDTH = 360;

let server: RunningServer;
let browser: Browser;
/** A maid for each language's journey: a finished application takes its maid out of the catalogue. */
let maidIds: number[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const maids = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(2);
  maidIds = maids.map((m) => m.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** How many steps each language's journey has screenshotted (STEP_SCREENSHOTS). */
const shots = { en: 0, ar: 0 };

/** Arabic script: a step read in Arabic shows it. */
const ARABIC = /[\u0600-\u06ff]/;

/**
 * On each step: nothing wider than the 360 px screen, and axe finds no WCAG 2.2 A/AA violation; in
 * Arabic, also right to left with the text in Arabic script.
 */
const fitsAndIsAccessible = (inArabic: boolean): StepCheck => async (page, step) => {
  await page.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 20_000 });
  if (inArabic) {
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), step).resolves.toEqual(['ar', 'rtl']);
    await expect(page.locator('main').innerText(), step).resolves.toMatch(ARABIC);
    // A form to sign reads in Arabic, with the English that is signed under each text, left to right.
    const form = page.locator('[data-signed-form]');
    if ((await form.count()) > 0) {
      await expect(form.locator('h2').innerText(), step).resolves.toMatch(ARABIC);
      const english = form.locator('[lang="en"]');
      expect(await english.count(), step).toBeGreaterThan(10);
      await expect(english.evaluateAll((els) => els.every((el) => getComputedStyle(el).direction === 'ltr')), step).resolves.toBe(true);
    }
  }
  const { scrollWidth, width, past: wide } = await elementsPastScreen(page, { countClipped: true, countFixed: true });
  expect(width, step).toBe(WIDTH);
  expect(scrollWidth, `${step}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  expect(wide, `${step}: elements past the screen's edge`).toEqual([]);
  // From the top of the step: a field scrolled under the sticky header reads as 'obscured' to axe.
  await page.evaluate(() => window.scrollTo(0, 0));
  // With STEP_SCREENSHOTS=<folder>, each step as the family sees it, to look at.
  if (process.env.STEP_SCREENSHOTS) {
    const lang = inArabic ? 'ar' : 'en';
    shots[lang] += 1;
    await page.screenshot({ path: `${process.env.STEP_SCREENSHOTS}/${lang}-${String(shots[lang]).padStart(2, '0')}.png`, fullPage: true });
  }
  await expectAxeClean(page).catch((err: unknown) => {
    throw new Error(`${step}: ${err instanceof Error ? err.message : String(err)}`);
  });
};

// The two languages' journeys run side by side, each with its own maid, page and texts (tr's).
it.concurrent.each(['en', 'ar'] as const)('every step of the phone application fits 360 px and is clean for axe, from the start screen to the thank-you page (%s)', (lang) => inJourneyLanguage(lang, async () => {
  const check = fitsAndIsAccessible(lang === 'ar');
  const context = await browser.newContext({ ...phone, viewport: { width: WIDTH, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidIds[lang === 'en' ? 0 : 1]}&lang=${lang}`);
  await page.getByRole('button', { name: tr('Start application') }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await check(page, 'start screen');
  await page.getByRole('button', { name: tr('Start application') }).click();

  await heading(page, tr('Upload your documents'));
  await check(page, 'Upload your documents (nothing uploaded yet)');
  await page.getByLabel(tr('Passport'), { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await page.getByText(tr('Only photos (JPEG or PNG) or PDF files can be uploaded.')).waitFor();
  await check(page, 'Upload your documents (a refused file)');
  await documentsBankAndSignatures(page, check);
  await arrivalAndAddress(page, check);
  await phoneNumbers(page, check);

  await heading(page, tr('Check and finish'));
  await check(page, 'Check and finish');
  await page.getByRole('button', { name: tr('Submit my application') }).click();
  await heading(page, tr('Thank you! Your application is complete'));
  await check(page, 'thank-you page');
  await context.close();
}), 180_000);
