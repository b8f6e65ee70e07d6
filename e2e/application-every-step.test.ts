import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { housemaids } from '../src/server/db/schema.js';
import { arrivalAndAddress, documentsBankAndSignatures, heading, phoneNumbers } from './support/application-steps.js';
import { expectAxeClean } from './support/axe.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** The narrowest phone the site is laid out for. */
const WIDTH = 360;

let server: RunningServer;
let browser: Browser;
let maidId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const [maid] = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  maidId = maid!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The page's width and every shown element whose box reaches past either side of the viewport. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`;
        wide.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}

/** On each step: nothing wider than the 360 px screen, and axe finds no WCAG 2.2 A/AA violation. */
async function fitsAndIsAccessible(page: Page, step: string) {
  await page.getByText('Loading the form to sign…').waitFor({ state: 'hidden', timeout: 20_000 });
  const { scrollWidth, width, wide } = await overflowOf(page);
  expect(width, step).toBe(WIDTH);
  expect(scrollWidth, `${step}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  expect(wide, `${step}: elements past the screen's edge`).toEqual([]);
  await expectAxeClean(page).catch((err: unknown) => {
    throw new Error(`${step}: ${err instanceof Error ? err.message : String(err)}`);
  });
}

it('every step of the phone application fits 360 px and is clean for axe, from the start screen to the thank-you page', async () => {
  const context = await browser.newContext({ ...phone, viewport: { width: WIDTH, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await heading(page, /^Hire /);
  await page.getByRole('button', { name: 'Start application' }).waitFor();
  await fitsAndIsAccessible(page, 'start screen');
  await page.getByRole('button', { name: 'Start application' }).click();

  await heading(page, 'Upload your documents');
  await fitsAndIsAccessible(page, 'Upload your documents (nothing uploaded yet)');
  await page.getByLabel('Passport', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await page.getByText('Only photos (JPEG or PNG) or PDF files can be uploaded.').waitFor();
  await fitsAndIsAccessible(page, 'Upload your documents (a refused file)');
  await documentsBankAndSignatures(page, fitsAndIsAccessible);
  await arrivalAndAddress(page, fitsAndIsAccessible);
  await phoneNumbers(page, fitsAndIsAccessible);

  await heading(page, 'Check and finish');
  await fitsAndIsAccessible(page, 'Check and finish');
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await heading(page, 'Thank you! Your application is complete');
  await fitsAndIsAccessible(page, 'thank-you page');
  await context.close();
}, 180_000);
