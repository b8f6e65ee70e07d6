import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housemaids } from '../src/server/db/schema.js';
import { json, TestBrowser } from '../src/server/test/application.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** The staff screens as staff meet them (issue 34, item 4). */

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A one-page PDF with a dark block on it: a scan of a passport, as a family uploads one. */
async function passportPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 60, y: 500, width: 475, height: 280, color: rgb(0.1, 0.1, 0.3) });
  page.drawText('PASSPORT', { x: 80, y: 460, size: 36 });
  return Buffer.from(await pdf.save());
}

/** A family's application still being filled in, with its passport uploaded as a PDF. */
async function applicationWithPdfPassport(): Promise<string> {
  const [maid] = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  const family = new TestBrowser(server.app);
  const created = await family.create(maid!.id);
  expect(created.statusCode, created.body).toBe(200);
  const appId = json<{ id: string }>(created).id;
  const uploaded = await family.upload(appId, 'passport', await passportPdf(), 'passport.pdf', 'application/pdf');
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return appId;
}

/** Whether a canvas has anything drawn on it other than white: a page rendered, not a blank box. */
const inked = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) return true;
    return false;
  });

describe('the application page for staff', () => {
  it('shows a passport uploaded as a PDF in the page, drawn, not as a framed (blocked) box', async () => {
    const appId = await applicationWithPdfPassport();
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/application?id=${appId}`);
    await page.getByRole('button', { name: 'Show Passport' }).click();
    await page.getByRole('img', { name: 'Page 1 of 1' }).waitFor();
    expect(await inked(page, 'Page 1 of 1')).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `${process.env.DESK_SCREENSHOTS}/application-pdf.png`, fullPage: true });
  });
});
