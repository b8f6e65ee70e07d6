import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog } from '../src/server/db/schema.js';
import { GOOD_IBAN } from '../src/server/test/application.js';
import { runSampleJourney, type SampleJourney } from '../src/server/test/sample-journey.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let journey: SampleJourney;
let reference: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  // A family's whole application, made through the API of the server the browser uses.
  journey = await runSampleJourney(server.app, server.database.db);
  const [row] = await server.database.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, journey.appId));
  reference = row!.reference;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const audited = (action: string) =>
  server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, journey.appId)));

/** With DESK_SCREENSHOTS=<folder>, the page at the widths the desk is used at. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.DESK_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}

describe('the applications desk', () => {
  it('an agent finds the application by the phone, opens it, views a document and reveals the IBAN, each audited', async () => {
    const page = await staffPage(browser, server, 'agent');
    await page.getByRole('navigation').getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    await page.getByLabel('Phone or reference').fill('050 123 4567');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/q=050/);
    const link = page.getByRole('link', { name: reference });
    await link.waitFor();
    expect(await page.getByRole('heading', { name: '1 application', exact: true }).count()).toBe(1);
    await expectAxeClean(page);
    await screenshots(page, 'applications');

    await link.click();
    await page.getByRole('heading', { name: `Application ${reference}`, level: 1 }).waitFor();
    await page.getByText('Amira Haddad').first().waitFor();
    await expect(page.getByText(GOOD_IBAN.replace(/\s/g, '')).count()).resolves.toBe(0);

    const served = page.waitForResponse((r) => r.url().includes('/documents/'));
    await page.getByRole('button', { name: 'Show Passport' }).click();
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('img', { name: 'Passport' }).waitFor();
    expect((await audited('application.document-view')).length).toBe(1);

    await page.getByRole('button', { name: 'Reveal IBAN' }).click();
    await page.getByText('recorded in the audit trail under your name').first().waitFor();
    expect((await audited('application.iban-reveal')).length).toBe(0);
    await page.getByRole('button', { name: 'Yes, reveal the IBAN' }).click();
    await page.getByText(GOOD_IBAN.replace(/\s/g, '')).waitFor();
    expect((await audited('application.iban-reveal')).length).toBe(1);
    await expectAxeClean(page);
    await screenshots(page, 'application');

    // On a phone the page fits the screen, and each fact's term sits above its value, not beside it.
    await page.setViewportSize({ width: 360, height: 780 });
    expect((await elementsPastScreen(page)).past).toEqual([]);
    const steps = page.getByRole('term').filter({ hasText: 'Steps done' });
    const [term, value] = await Promise.all([steps.boundingBox(), steps.locator('+ dd').boundingBox()]);
    expect(value!.x).toBe(term!.x);
    expect(value!.y).toBeGreaterThan(term!.y);
    if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `${process.env.DESK_SCREENSHOTS}/application-360.png`, fullPage: true });
  });
});
