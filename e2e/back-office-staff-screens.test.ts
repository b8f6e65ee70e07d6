import { and, eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, housemaids } from '../src/server/db/schema.js';
import { json, TestBrowser } from '../src/server/test/application.js';
import { createSmsOutbox } from '../src/server/modules/sms/sms-queue.js';
import { CLIENT, runSampleJourney, type SampleJourney } from '../src/server/test/sample-journey.js';
import { createMaid } from '../src/shared/api/admin-catalogue/contracts.js';
import { listPriceLists, updatePriceList } from '../src/shared/api/admin-prices/contracts.js';
import type { AdminPriceList } from '../src/shared/api/admin-prices/schemas.js';
import { formatAed } from '../src/shared/pricing/money.js';
import { addStaff, StaffBrowser } from '../src/server/test/staff.js';
import { expectAxeClean } from './support/axe.js';
import { screenshotsAt } from './support/screenshots.js';
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

/** With DESK_SCREENSHOTS=<folder>, the page at a desk's width and a phone's, to look at. */
const screenshots = (page: Page, name: string) => screenshotsAt(page, process.env.DESK_SCREENSHOTS, name, [1366, 360]);

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
    await expectAxeClean(page);
    await screenshots(page, 'application-pdf');
  });
});

describe('the maid form', () => {
  it('says what is wrong beside each field, in words staff act on, and sends nothing until it is right', async () => {
    const page = await staffPage(browser, server, 'editor');
    await page.goto(`${server.baseUrl}/admin/maid`);
    await page.getByRole('heading', { name: 'Add a maid', level: 1 }).waitFor();
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === createMaid.path && sent.push(r.url()));
    await page.getByLabel('Age', { exact: true }).fill('70');
    await page.getByLabel('Work experience', { exact: true }).fill('Kuwait');
    await page.getByRole('button', { name: 'Add her' }).click();
    await page.getByRole('alert').filter({ hasText: 'Check the fields marked above' }).waitFor();
    // Each message is the field's own description, so a screen reader reads it with the field.
    const described = async (label: string) => {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))).join(' ');
    };
    expect(await described('Name')).toBe('Write her name.');
    expect(await described('Nationality')).toBe('Choose her nationality.');
    expect(await described('Age')).toBe('Her age is a whole number from 18 to 65.');
    expect(await described('Work experience')).toContain('Line 1: After the comma, the years: a whole number from 1 to 40.');
    expect(await page.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(page.getByText(/Invalid field|must be at least|nationalityId/).count()).resolves.toBe(0);
    expect(sent).toEqual([]);
    await expectAxeClean(page);
    await screenshots(page, 'maid-form-errors');
    // Put right, the marks go and she is added.
    await page.getByLabel('Name', { exact: true }).fill('Grace Tumusiime');
    await page.getByLabel('Nationality', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Age', { exact: true }).fill('34');
    await page.getByLabel('Work experience', { exact: true }).fill('Kuwait, 4');
    await page.getByRole('button', { name: 'Add her' }).click();
    await page.getByRole('heading', { name: 'Grace Tumusiime', level: 1 }).waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
  });
});

describe("a submitted application's page", () => {
  let journey: SampleJourney;
  let reference: string;
  beforeAll(async () => {
    journey = await runSampleJourney(server.app, server.database.db);
    const [row] = await server.database.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, journey.appId));
    reference = row!.reference;
  }, 120_000);
  const audited = (action: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, journey.appId)));

  it('the applications table fits a 1366 px desk screen: no sideways scrolling', async () => {
    const page = await staffPage(browser, server, 'agent');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.baseUrl}/admin/applications`);
    await page.getByRole('link', { name: reference }).waitFor();
    const table = page.getByRole('table');
    const { scrollWidth, clientWidth } = await table.locator('..').evaluate((wrap) => ({ scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth }));
    expect(scrollWidth, `the table is ${scrollWidth - clientWidth} px wider than its box`).toBeLessThanOrEqual(clientWidth);
    await screenshots(page, 'applications');
  });

  it('reveals the Emirates ID number on a second click, as the IBAN, and the reveal is audited', async () => {
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/application?id=${journey.appId}`);
    await page.getByRole('heading', { name: `Application ${reference}`, level: 1 }).waitFor();
    await expect(page.getByText(CLIENT.emiratesIdNumber).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Reveal Emirates ID number' }).click();
    expect(await audited('application.emirates-id-reveal')).toHaveLength(0);
    await page.getByRole('button', { name: 'Yes, reveal the Emirates ID number' }).click();
    await page.getByLabel('Emirates ID number in full').filter({ hasText: CLIENT.emiratesIdNumber }).waitFor();
    expect(await audited('application.emirates-id-reveal')).toHaveLength(1);
    await expectAxeClean(page);
    await screenshots(page, 'application-emirates-id');
  });

  it('once erased, the page and the list say the data was erased, not "Not signed, 0 of 3"', async () => {
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/application?id=${journey.appId}`);
    const panel = page.getByRole('region', { name: 'Client data' });
    await panel.getByRole('button', { name: 'Erase client data…' }).click();
    await panel.getByLabel(`Type the reference ${reference} to confirm`).fill(reference);
    await panel.getByRole('button', { name: 'Erase client data', exact: true }).click();
    await page.getByRole('status').getByText(/^Data erased on /).waitFor();
    const value = (term: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('+ dd').innerText();
    expect(await value('Direct debit')).toMatch(/^Signed .+; the signature was erased$/);
    expect(await value('Monthly payment forms')).toBe('Signatures erased with the client’s data');
    expect(await value('Client')).toBe('Erased');
    expect(await value('Mobile')).toBe('Erased');
    expect(await value('IBAN')).toBe('Erased');
    await expect(page.getByText(/Not signed|0 of 3/).count()).resolves.toBe(0);
    await expectAxeClean(page);
    await screenshots(page, 'application-erased');

    await page.goto(`${server.baseUrl}/admin/applications?q=${reference}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(7).innerText()).toBe('Erased');
  });

  it('the audit trail says who did what to which application, by its reference, found by the reference', async () => {
    const page = await staffPage(browser, server, 'admin');
    await page.goto(`${server.baseUrl}/admin/audit`);
    await page.getByLabel('Subject: reference, maid’s name or id').fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'Revealed the Emirates ID number' });
    await row.getByRole('link', { name: reference }).waitFor();
    expect(await row.getByRole('cell').nth(3).innerText()).toBe(`Application ${reference}`);
    await expect(page.getByText(journey.appId).count()).resolves.toBe(0);
    await expect(page.getByText('application.', { exact: false }).count()).resolves.toBe(0);
  });
});

describe('the applications list', () => {
  it("names each step in staff's words in the step filter, never the workflow's names", async () => {
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/applications`);
    await page.getByLabel('Current step').waitFor();
    const options = await page.getByLabel('Current step').locator('option').allInnerTexts();
    expect(options).toContain('Between two steps');
    expect(options).toContain('Maids they would rather not have');
    expect(options.filter((o) => /router|hated|matching|work flow|_/i.test(o))).toEqual([]);
  });
});

describe('the outbox', () => {
  it("shows each message's words (no link key), its application by reference with a link, and finds messages by reference or phone", async () => {
    const appId = await applicationWithPdfPassport();
    const [{ reference }] = (await server.database.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, appId))) as [{ reference: string }];
    const outbox = createSmsOutbox(server.app.jobs, server.config);
    await server.database.db.transaction(async (tx) => {
      await outbox.send(tx, { toPhone: '+971501234599', body: `Sunrise Maids: continue ${reference} on your phone: https://maids.example/app/${appId}?t=key-4821`, kind: 'continue-on-phone', applicationId: appId });
      await outbox.send(tx, { toPhone: '+971507777777', body: 'Another family: https://maids.example/app/x', kind: 'continue-on-phone', applicationId: crypto.randomUUID() });
    });
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/outbox`);
    await page.getByLabel('Phone or reference').fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('heading', { name: '1 message', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Link to continue on the phone' });
    await row.getByText(`Sunrise Maids: continue ${reference} on your phone: https://maids.example/… (link hidden)`).waitFor();
    await expect(page.getByText(/key-4821/).count()).resolves.toBe(0);
    await expect(page.getByText(appId).count()).resolves.toBe(0);
    await screenshots(page, 'outbox');

    await page.getByLabel('Phone or reference').fill('050 123 4599');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/q=050/);
    await page.getByRole('heading', { name: '1 message', exact: true }).waitFor();
    await row.getByRole('link', { name: `Application ${reference}` }).click();
    await page.getByRole('heading', { name: `Application ${reference}`, level: 1 }).waitFor();
    // The application's own list of messages names the kind in the same words.
    await page.getByRole('region', { name: 'Messages sent' }).getByRole('cell', { name: 'Link to continue on the phone' }).waitFor();
  });
});

describe('the audit trail', () => {
  it('shows a price change as "Monthly fee: before → after" in AED, naming the list, not JSON in fils', async () => {
    const admin = new StaffBrowser(server.app);
    await admin.signIn((await addStaff(server.database.db, 'admin')).email);
    const [list] = (await admin.call(listPriceLists)).json<{ priceLists: AdminPriceList[] }>().priceLists;
    const changed = await admin.call(updatePriceList, {
      params: { id: String(list!.id) },
      body: { monthlyFeeFils: list!.monthlyFeeFils + 10_000, vatBasisPoints: list!.vatBasisPoints, items: list!.items },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await staffPage(browser, server, 'admin');
    await page.goto(`${server.baseUrl}/admin/audit`);
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Changed a price list' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'Changed a price list' }).first();
    await row.getByText(`Monthly fee: ${formatAed(list!.monthlyFeeFils)} → ${formatAed(list!.monthlyFeeFils + 10_000)}`).waitFor();
    expect(await row.getByRole('cell').nth(3).innerText()).toMatch(/^Price list (Live-in|Live-out|Nanny)/);
    await expect(row.getByText(/Fils|\{|"/).count()).resolves.toBe(0);
    await expectAxeClean(page);
    await screenshots(page, 'audit');
  });
});
