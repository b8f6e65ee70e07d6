import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getAppInfo } from '../src/shared/api/application/contracts.js';
import { housemaids } from '../src/server/db/schema.js';
import { desktop, launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** The progress wizard and getappinfo as a new client meets them (issue 16). */
let server: RunningServer;
let browser: Browser;
let maidIds: number[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const rows = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(3);
  maidIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });

/** Each stage's text, with '[current]' on the highlighted one; done stages read '(done)'. */
const stages = (page: Page) =>
  page
    .getByRole('list', { name: 'Progress' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' [current]' : ''}`));

/** getappinfo as spec section 7 calls it, from the page (its cookie): only the id, no sessionId. */
const appInfoStatus = (page: Page, id: string) =>
  page.evaluate(async (url) => (await fetch(url)).status, `${getAppInfo.path}?id=${encodeURIComponent(id)}&withPendingApp=true`);

async function start(page: Page, maidId: number) {
  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await page.getByRole('button', { name: 'Start application' }).click();
}

it('on a phone, the documents step is the first stage, marked, and getappinfo answers without a sessionId', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await start(page, maidIds[0]!);
  await heading(page, 'Upload your documents');
  await expect(stages(page)).resolves.toEqual(['Upload Documents [current]', 'Add Bank Details', 'Sign Payment Form', 'Enter Contact Details']);
  const appId = new URL(page.url()).searchParams.get('appId')!;
  await expect(appInfoStatus(page, appId)).resolves.toBe(200);
  await expect(appInfoStatus(page, crypto.randomUUID())).resolves.toBe(404);
  await expect(appInfoStatus(page, '12345')).resolves.toBe(404);

  // Another family's browser: the id is foreign there.
  const other = await browser.newContext(phone);
  const otherPage = await other.newPage();
  await start(otherPage, maidIds[1]!);
  await heading(otherPage, 'Upload your documents');
  await expect(appInfoStatus(otherPage, appId)).resolves.toBe(404);
  await other.close();
  await context.close();
});

it('on a desktop, no stage shows done once the link is sent', async () => {
  const context = await browser.newContext(desktop);
  const page = await context.newPage();
  await start(page, maidIds[2]!);
  await heading(page, 'Continue on your phone');
  await page.getByLabel('Your mobile number').fill('050 111 2299');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await heading(page, 'Link sent');
  await expect(stages(page)).resolves.toEqual(['Upload Documents', 'Add Bank Details', 'Sign Payment Form', 'Enter Contact Details']);
  await context.close();
});
