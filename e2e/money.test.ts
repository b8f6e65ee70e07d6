import fs from 'node:fs/promises';
import { pathOf } from '../src/shared/api/contract.js';
import { cardWebhook } from '../src/shared/api/money/contracts.js';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../src/shared/api/admin-applications/contracts.js';
import { formatAed } from '../src/shared/pricing/money.js';
import { monthlyDebitDay } from '../src/shared/service/debits.js';
import { applications, smsOutbox } from '../src/server/db/schema.js';
import { readData } from '../src/server/modules/application/application-data.js';
import { resultsFile, statementOf } from '../src/server/test/money.js';
import { pdfText } from '../src/server/test/pdf-text.js';
import { runSampleJourney } from '../src/server/test/sample-journey.js';
import { addStaff, StaffBrowser } from '../src/server/test/staff.js';
import { startStripeStub, type StripeStub } from '../src/server/test/stripe-stub.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let stub: StripeStub;
let server: RunningServer;
let browser: Browser;
const db = () => server.database.db;

beforeAll(async () => {
  stub = await startStripeStub();
  [server, browser] = await Promise.all([
    startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000', STRIPE_SECRET_KEY: stub.secretKey, STRIPE_WEBHOOK_SECRET: stub.webhookSecret, STRIPE_API_BASE: stub.url }),
    launchBrowser(),
  ]);
  stub.setWebhookUrl(`${server.baseUrl}${pathOf(cardWebhook, { provider: 'stripe' })}`);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stub?.close();
});

const textOf = async (download: Download) => fs.readFile((await download.path())!, 'utf8');
/** "Pay AED 2,835 by card", the amount isolated and its space unbreakable as the page writes it. */
const payButton = (fils: number) => new RegExp(`^Pay \\W*${formatAed(fils).replace('AED ', 'AED\\s')}\\W* by card$`);

/** Finance exports a month's collection file from the Finance page: the CSV saved. */
async function exportMonth(page: Page, month: string): Promise<string> {
  const panel = page.getByRole('region', { name: 'Collections for the bank' });
  await panel.getByLabel('Month').selectOption(month);
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export collection file' }).click()]);
  return textOf(download);
}

describe('money, end to end', () => {
  it('the bank collects the first debit and returns the second; the family sees both, downloads the invoice, and pays the second by card through Stripe', async () => {
    // 1. A family finishes an application; the desk's SMS gives them their status page.
    const journey = await runSampleJourney(server.app, db());
    const agent = new StaffBrowser(server.app);
    expect((await agent.signIn((await addStaff(db(), 'agent')).email)).statusCode).toBe(200);
    const moved = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'documents_checked', sendSms: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [stageSms] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'stage-change'))).orderBy(desc(smsOutbox.id)).limit(1);
    const statusLink = new URL(/https?:\/\/\S+/.exec(stageSms!.body)![0]);
    const [app] = await db().select().from(applications).where(eq(applications.id, journey.appId));
    const first = readData(app!.data).values.debitStartDate!;
    const second = monthlyDebitDay(first, 1);
    const { rows, mandate } = await statementOf(journey);
    const [one, two] = rows.filter((r) => r.seq !== null);

    // 2. Finance exports both months' collection files and imports the bank's results.
    const finance = await staffPage(browser, server, 'finance');
    await finance.getByRole('link', { name: 'Finance' }).first().click();
    await finance.getByRole('heading', { name: 'Collections for the bank' }).waitFor();
    const files = [await exportMonth(finance, first.slice(0, 7)), await exportMonth(finance, second.slice(0, 7))];
    expect(files[0]).toContain(`${mandate!.reference},AE070331234567890123456,${(one!.totalFils / 100).toFixed(2)},${first}`);
    expect(files[1]).toContain(`${mandate!.reference},AE070331234567890123456,${(two!.totalFils / 100).toFixed(2)},${second}`);
    const results = resultsFile([
      [mandate!.reference, first, one!.totalFils, 'collected'],
      [mandate!.reference, second, two!.totalFils, 'returned', 'AM04 Insufficient funds'],
    ]);
    const importing = finance.getByRole('region', { name: 'Import the bank’s results' });
    await importing.getByLabel('Bank results file (CSV)').setInputFiles({ name: 'bank-results.csv', mimeType: 'text/csv', buffer: Buffer.from(results) });
    await importing.getByRole('button', { name: 'Import results' }).click();
    await importing.getByText('bank-results.csv: 2 lines, 2 applied.').waitFor();
    await importing.getByText('Every line was applied.').waitFor();

    // 3. The family's statement shows both, with the invoice of the first.
    const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 780 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${statusLink.pathname}${statusLink.search}`);
    const payments = page.getByRole('region', { name: 'Your payments' });
    await payments.getByRole('heading', { name: 'Your payments' }).waitFor();
    // The bank's code, and what it means in the family's words (shared/money/return-reasons.ts).
    await payments.getByText('The bank’s reason: \u2066AM04\u2069: Not enough money in the account').waitFor();
    await payments.getByRole('button', { name: payButton(two!.totalFils) }).first().waitFor();
    // Latest year first; the first debit's year opens on a tap.
    const firstYear = payments.locator('summary', { hasText: first.slice(0, 4) });
    if (first.slice(0, 4) !== second.slice(0, 4)) await firstYear.click();
    const [invoice] = await Promise.all([page.waitForEvent('download'), payments.getByRole('link', { name: /Tax invoice/ }).click()]);
    const invoiceText = (await pdfText(await fs.readFile((await invoice.path())!))).join(' ');
    expect(invoiceText).toContain('Tax Invoice');
    expect(invoiceText).toMatch(/INV-\d{6}/);

    // 4. The SMS for the second: its link, paid by card on Stripe's hosted page.
    const [returnedSms] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'debit-returned')));
    const payLink = new URL(/https?:\/\/\S+\/pay\/\S+/.exec(returnedSms!.body)![0]);
    await page.goto(`${server.baseUrl}${payLink.pathname}`);
    await page.getByRole('button', { name: payButton(two!.totalFils) }).click();
    await page.waitForURL(`${stub.url}/**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${server.baseUrl}${payLink.pathname}?paid=1`);
    await page.getByText('This payment is paid. Thank you.').waitFor();

    // 5. The row turns collected, with its own invoice.
    const after = (await statementOf(journey)).rows.filter((r) => r.seq !== null)[1]!;
    expect(after).toMatchObject({ status: 'collected', payable: false });
    expect(after.invoices).toHaveLength(1);
    await context.close();
  });
});
