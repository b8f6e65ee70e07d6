import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationLinks, applications, housemaids } from '../src/server/db/schema.js';
import { arrivalAndAddress, documentsBankAndSignatures, heading } from './support/application-steps.js';
import { desktop, launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** Issue 16: keep the maid (back, restart, My List), the spouse who is not there, the desktop's QR code. */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const maidStatus = async (id: number) => (await server.database.db.select().from(housemaids).where(eq(housemaids.id, id)))[0]!.status;
const nextAvailableMaid = async (skip: number) =>
  (await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).offset(skip).limit(1))[0]!.id;

it('back from the first step frees the maid and keeps My List; starting again continues; another client is told she is taken before Start', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/hire-maid`);
  await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
  await page.getByRole('button', { name: 'My List, 1 saved' }).waitFor();
  const [maidId] = await page.evaluate(() => JSON.parse(localStorage.getItem('requestedMaids') ?? '[]') as number[]);

  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await heading(page, 'Upload your documents');
  const appId = new URL(page.url()).searchParams.get('appId');
  expect(await maidStatus(maidId!)).toBe('reserved');

  const refreshed = page.waitForResponse((r) => r.url().includes('getremainingavailablemaids'), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Previous step' }).click();
  await page.waitForURL(/\/hire-maid$/, { timeout: 20_000 });
  expect(await maidStatus(maidId!)).toBe('available');
  await refreshed;
  await page.getByRole('button', { name: 'My List, 1 saved' }).waitFor();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('requestedMaids') ?? '[]'))).toEqual([maidId]);

  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await heading(page, 'Upload your documents');
  expect(new URL(page.url()).searchParams.get('appId')).toBe(appId);
  expect(await maidStatus(maidId!)).toBe('reserved');

  const otherContext = await browser.newContext(phone);
  const other = await otherContext.newPage();
  await other.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  // Said before any Start button (issue 34), not by a refusal after it.
  await heading(other, /cannot be hired now$/);
  await other.getByText('Another family is applying for her right now').waitFor();
  await expect(other.getByRole('button', { name: 'Start application' }).count()).resolves.toBe(0);
  await Promise.all([context.close(), otherContext.close()]);
});

it('desktop: asking for the SMS link keeps the maid in My List', async () => {
  const context = await browser.newContext(desktop);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/hire-maid`);
  await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
  await expect.poll(() => page.getByTestId('my-list-count').textContent()).toBe('1');
  const [maidId] = await page.evaluate(() => JSON.parse(localStorage.getItem('requestedMaids') ?? '[]') as number[]);

  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await heading(page, 'Continue on your phone');
  await page.getByLabel('Your mobile number').fill('050 111 2233');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await heading(page, 'Link sent');
  expect(await maidStatus(maidId!)).toBe('reserved');
  await server.app.catalogue.sync();

  const refreshed = page.waitForResponse((r) => r.url().includes('getremainingavailablemaids'), { timeout: 20_000 });
  await page.goto(`${server.baseUrl}/hire-maid`);
  await refreshed;
  await expect.poll(() => page.getByTestId('my-list-count').textContent()).toBe('1');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('requestedMaids') ?? '[]'))).toEqual([maidId]);
  await context.close();
});

it("CLIENT_SPOUSE_NUMBER: the client's own number is refused at the field, and a client who signs alone finishes", async () => {
  const maidId = await nextAvailableMaid(3);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await documentsBankAndSignatures(page);
  await arrivalAndAddress(page);
  await heading(page, 'Your mobile number');
  await page.getByLabel('Your mobile number').fill('050 123 4567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Your WhatsApp number');
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, "Your spouse's mobile number");
  await page.getByLabel("Your spouse's mobile number").fill('+971 50 123 4567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText("Your spouse's number must be different from your own number").waitFor();
  await page.getByLabel('I sign alone (no spouse)').check();
  await expect(page.getByLabel("Your spouse's mobile number").count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Check and finish');
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await heading(page, 'Thank you! Your application is complete');
  const appId = new URL(page.url()).searchParams.get('appId')!;
  const [row] = await server.database.db.select().from(applications).where(eq(applications.id, appId));
  expect(row?.status).toBe('submitted');
  expect(row?.data.values?.signsAlone).toBe(true);
  expect(row?.data.values?.phones?.spouse).toBeUndefined();
  await context.close();
});

it('desktop SEND_SMS: the QR code beside "Send the link" decodes to the signed link, which opens the application on a phone', async () => {
  const maidId = await nextAvailableMaid(4);
  const desk = await browser.newContext(desktop);
  const page = await desk.newPage();
  await page.goto(`${server.baseUrl}/app?maidId=${maidId}`);
  await page.getByRole('button', { name: 'Start application' }).click();
  await heading(page, 'Continue on your phone');
  await page.getByRole('button', { name: 'Send the link' }).waitFor();
  const qr = page.getByRole('img', { name: 'QR code of the link to your application' });
  await qr.waitFor({ timeout: 20_000 });

  // The image's pixels, as a phone's camera would see them, read by a QR decoder.
  const size = 400;
  const pixels = await qr.evaluate(async (img: HTMLImageElement, side: number) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, side, side);
    g.drawImage(img, 0, 0, side, side);
    return Array.from(g.getImageData(0, 0, side, side).data);
  }, size);
  const decoded = jsQR(Uint8ClampedArray.from(pixels), size, size);
  expect(decoded?.data).toBeTruthy();
  const link = new URL(decoded!.data);
  expect(link.pathname).toBe('/app');
  const appId = new URL(page.url()).searchParams.get('appId')!;
  expect(link.searchParams.get('appId')).toBe(appId);
  const links = await server.database.db.select().from(applicationLinks).where(and(eq(applicationLinks.applicationId, appId), eq(applicationLinks.purpose, 'phone')));
  expect(links).toHaveLength(1);

  const mobile = await browser.newContext(phone);
  const phonePage = await mobile.newPage();
  await phonePage.goto(decoded!.data);
  await heading(phonePage, 'Upload your documents');
  expect(new URL(phonePage.url()).searchParams.get('appId')).toBe(appId);
  expect(new URL(phonePage.url()).searchParams.has('t')).toBe(false);
  await Promise.all([desk.close(), mobile.close()]);
});
