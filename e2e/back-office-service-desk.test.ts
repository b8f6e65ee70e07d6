import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../src/shared/api/admin-applications/contracts.js';
import * as calls from '../src/shared/api/service/contracts.js';
import type { CancellationQuote, FamilyService } from '../src/shared/api/service/schemas.js';
import { formatAed } from '../src/shared/pricing/money.js';
import { addCalendarDays, addWorkingDays, dubaiDayOf } from '../src/shared/service/clocks.js';
import { applications, housemaids, services, smsOutbox } from '../src/server/db/schema.js';
import { markOverdue } from '../src/server/modules/service/overdue-job.js';
import { json } from '../src/server/test/application.js';
import { runSampleJourney, type SampleJourney } from '../src/server/test/sample-journey.js';
import { addStaff, StaffBrowser } from '../src/server/test/staff.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { elementsPast } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
/** Moves the families' applications along the applications desk, through its API. */
let mover: StaffBrowser;
const db = () => server.database.db;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  mover = new StaffBrowser(server.app);
  expect((await mover.signIn((await addStaff(db(), 'agent')).email)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A submitted application moved by the desk to 'maid arrived': the family's service has started. */
async function arrived(): Promise<SampleJourney & { reference: string }> {
  const journey = await runSampleJourney(server.app, db());
  for (const stage of ['documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'] as const) {
    expect((await mover.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage } })).statusCode).toBe(200);
  }
  const [row] = await db().select({ reference: applications.reference }).from(applications).where(eq(applications.id, journey.appId));
  return { ...journey, reference: row!.reference };
}
const key = () => randomUUID().replaceAll('-', '');

/** A Dubai day as the desk writes it ("Mon, 30 Nov 2026"), by the browser's own Intl. */
const dayOnPage = (page: Page, day: string) =>
  page.evaluate((d) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)), day);

/** With SERVICE_DESK_SCREENSHOTS=<folder>, the page at a phone's widths and a desktop's. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.SERVICE_DESK_SCREENSHOTS;
  if (!folder) return;
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Nothing on the page reaches past the screen or past its panel, at 360 px. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const past = [...(await elementsPast(page)), ...(await elementsPast(page, { within: 'main section' }))];
  await page.setViewportSize({ width: 1366, height: 900 });
  return past;
}

/** The inbox's row of one family's request. */
const rowOf = (page: Page, reference: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: reference, exact: true }) });

describe('the service desk', () => {
  it("shows a family's replacement with its due day; staff propose a maid, set her arrival and mark her arrived; the first maid is back in the catalogue", async () => {
    const family = await arrived();
    const asked = json<FamilyService>(await family.browser.callAbout(calls.requestReplacement, family.appId, { body: { idempotencyKey: key(), reason: 'attitude', details: 'She shouts at the children', newMaidId: null } }));
    const firstMaid = asked.maid.id;
    const due = addWorkingDays(dubaiDayOf(Date.now()), 5, new Set());

    const page = await staffPage(browser, server, 'agent');
    await page.getByRole('link', { name: 'Service desk' }).first().click();
    await page.getByRole('heading', { name: 'Service desk', level: 1 }).waitFor();
    const row = rowOf(page, family.reference);
    await row.waitFor();
    expect(await row.innerText()).toContain(await dayOnPage(page, due));
    expect(await row.innerText()).toContain('Replacement');
    expect(await row.innerText()).toContain('Her attitude or behaviour');
    expect(await row.innerText()).toContain('Amira Haddad');
    expect(await row.innerText()).not.toContain('Overdue');
    expect(await fitsPhone(page)).toEqual([]);
    await expectAxeClean(page);
    await screenshots(page, 'desk');

    // Found by its reference; a filter for another kind leaves it out.
    await page.getByLabel('Phone or reference').fill(family.reference);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: '1 request', exact: true }).waitFor();
    await page.getByLabel('Kind').selectOption({ label: 'Problem' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('No request matches these filters.').waitFor();
    await page.getByLabel('Kind').selectOption({ label: 'Replacement' });
    await page.getByRole('button', { name: 'Show' }).click();

    await row.getByRole('link', { name: 'Replacement' }).click();
    await page.getByRole('heading', { name: `Replacement for ${family.reference}`, level: 1 }).waitFor();
    await page.getByText('She shouts at the children').waitFor();
    await page.getByRole('button', { name: 'Take it' }).click();
    await page.getByText(/^Owned by agent-/).waitFor();

    // The agency proposes an available maid.
    await page.getByRole('button', { name: 'Search' }).click();
    const choice = page.getByLabel('Available maid', { exact: true });
    await choice.waitFor();
    const option = (await choice.locator('option').allTextContents()).find((o) => o !== 'Choose…')!;
    const newMaid = Number(/#(\d+)/.exec(option)![1]);
    await choice.selectOption({ label: option });
    await page.getByRole('button', { name: 'Propose her' }).click();
    await page.getByText(/is held for the family\. Now set her arrival day\./).waitFor();
    expect((await db().select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, newMaid)))[0]!.status).toBe('reserved');

    // Her arrival, texted to the family (the box is ticked by default).
    const arrival = addCalendarDays(dubaiDayOf(Date.now()), 2);
    expect(await page.getByLabel('Text the family, asking them to confirm the day').isChecked()).toBe(true);
    await page.getByLabel('Arrival day', { exact: true }).fill(arrival);
    await page.getByRole('button', { name: 'Set the arrival day' }).click();
    await page.getByText(`Arrival day set to ${await dayOnPage(page, arrival)}. The family was texted.`).waitFor();
    expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, family.appId), eq(smsOutbox.kind, 'service-arrival')))).toHaveLength(1);
    expect(await fitsPhone(page)).toEqual([]);
    await expectAxeClean(page);
    await screenshots(page, 'request');

    // She arrived: the first maid goes back to the catalogue.
    await page.getByLabel('Goes back to the catalogue').check();
    await page.getByRole('button', { name: 'Mark her arrived' }).click();
    await page.getByText(/This request is done/).waitFor();
    await page.getByText(/arrived; .* is back in the catalogue/).waitFor();
    expect((await db().select({ status: housemaids.status, hidden: housemaids.hidden }).from(housemaids).where(eq(housemaids.id, firstMaid)))[0]).toEqual({ status: 'available', hidden: false });
    expect((await db().select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, newMaid)))[0]!.status).toBe('hired');
    // The timeline says who did what.
    const timeline = page.getByRole('region', { name: 'Timeline of the service' });
    await timeline.getByText('The family: The family asked for a replacement and left the choice to the agency').waitFor();
    await timeline.getByText(/^agent-.*: New maid proposed:/).waitFor();
    await screenshots(page, 'request-done');
    await page.context().close();
  });

  it("keeps the family's choice: setting her arrival accepts it, without a text when staff untick it", async () => {
    const family = await arrived();
    const [chosen] = await db().select({ id: housemaids.id, name: housemaids.name }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).limit(1);
    const asked = json<FamilyService>(await family.browser.callAbout(calls.requestReplacement, family.appId, { body: { idempotencyKey: key(), reason: 'language', newMaidId: chosen!.id } }));
    const request = asked.requests[0]!;
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/service-request?id=${request.id}`);
    await page.getByText(new RegExp(`^The family chose .* #${chosen!.id}; she is held for them\\.`)).waitFor();
    const arrival = addCalendarDays(dubaiDayOf(Date.now()), 3);
    await page.getByLabel('Arrival day', { exact: true }).fill(arrival);
    await page.getByLabel('Text the family, asking them to confirm the day').uncheck();
    await page.getByRole('button', { name: 'Set the arrival day' }).click();
    await page.getByText(`Arrival day set to ${await dayOnPage(page, arrival)}. No text was sent.`).waitFor();
    expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, family.appId), eq(smsOutbox.kind, 'service-arrival')))).toHaveLength(0);
    await page.getByRole('button', { name: 'Mark her arrived' }).waitFor();
    await page.context().close();
  });

  it('refuses an agent recording more than the refund due, naming the amount due', async () => {
    const family = await arrived();
    // Debited three days ago: the unused rest of that month is due back (not AED 0).
    await db().update(services).set({ debitStartOn: addCalendarDays(dubaiDayOf(Date.now()), -3) }).where(eq(services.applicationId, family.appId));
    const quote = json<CancellationQuote>(await family.browser.callAbout(calls.getCancellationQuote, family.appId));
    await family.browser.callAbout(calls.sendCancellationCode, family.appId);
    const [text] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, family.appId), eq(smsOutbox.kind, 'service-cancel-code')));
    const cancelled = await family.browser.callAbout(calls.cancelService, family.appId, { body: { code: /\b(\d{6})\b/.exec(text!.body)![1] } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const request = json<FamilyService>(cancelled).requests.find((r) => r.kind === 'cancellation')!;
    const due = quote.refund.totalFils;
    expect(due).toBeGreaterThan(0);

    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/service-request?id=${request.id}`);
    await page.getByRole('heading', { name: `Cancellation for ${family.reference}`, level: 1 }).waitFor();
    const amount = page.getByLabel('Amount paid (AED)');
    // The refund due by default, typed as AED.
    expect(Math.round(Number(await amount.inputValue()) * 100)).toBe(due);
    await amount.fill(String((due + 10_000) / 100));
    await page.getByLabel('Bank reference').fill('TRX-77');
    await page.getByRole('button', { name: 'Record the refund' }).click();
    await page.getByRole('alert').filter({ hasText: `The refund due is ${formatAed(due)}: paying more needs an admin.` }).waitFor();
    // A typo is named at its field, before anything is sent.
    await amount.fill('12,5.x');
    await page.getByRole('button', { name: 'Record the refund' }).click();
    await page.getByText('Type the amount in AED, e.g. 1250.50.').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await fitsPhone(page)).toEqual([]);
    await screenshots(page, 'refund');

    // The amount due is the agent's to record: the cancellation is done.
    await amount.fill(String(due / 100));
    await page.getByRole('button', { name: 'Record the refund' }).click();
    await page.getByText(/This request is done/).waitFor();
    await page.getByText(`Refund paid: ${formatAed(due)} by bank transfer, reference TRX-77`).waitFor();
    await page.context().close();
  });

  it('marks a request overdue once the daily job ran past its due day, in the inbox and on the home page', async () => {
    const family = await arrived();
    const problem = json<FamilyService>(await family.browser.callAbout(calls.reportProblem, family.appId, { body: { idempotencyKey: key(), category: 'payment', details: 'Debited twice this month' } })).requests[0]!;
    const page = await staffPage(browser, server, 'agent');
    await page.getByRole('heading', { name: 'Past their due day' }).waitFor();
    expect(await page.getByRole('link', { name: `Problem for ${family.reference}` }).count()).toBe(0);

    // The clock moved past the due day: the daily job marks it.
    expect(await markOverdue(db(), Date.parse(`${addCalendarDays(problem.dueDay, 1)}T00:10:00+04:00`))).toBeGreaterThanOrEqual(1);
    await page.reload();
    const listed = page.getByRole('region', { name: 'Past their due day' });
    await listed.getByRole('link', { name: `Problem for ${family.reference}` }).waitFor();
    expect(await listed.innerText()).toContain('Overdue');
    expect(await fitsPhone(page)).toEqual([]);
    await screenshots(page, 'home');

    await listed.getByRole('link', { name: 'All overdue requests in the service desk' }).click();
    await page.getByRole('heading', { name: 'Service desk', level: 1 }).waitFor();
    const row = rowOf(page, family.reference);
    await row.waitFor();
    // The mark is a word, not a colour only.
    await row.getByText('⚠ Overdue', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Problem' }).click();
    await page.getByText(/Past its due day \(.*\): marked overdue/).waitFor();
    await page.getByText('Daily check', { exact: false }).first().waitFor();

    // The debits stop, with a reason (asked for).
    const facts = page.getByRole('region', { name: 'The request and its service' });
    expect(await facts.getByText('Running', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Stop the debits' }).click();
    await page.getByText('reason: say why the debits stop').waitFor();
    await page.getByLabel('Why do the debits stop?').fill('Debited twice: no more until the bank returns it.');
    await page.getByRole('button', { name: 'Stop the debits' }).click();
    await facts.getByText('Stopped', { exact: true }).waitFor();
    await page.getByText('Debits stopped: Debited twice: no more until the bank returns it.').waitFor();
    expect(await page.getByRole('button', { name: 'Stop the debits' }).count()).toBe(0);

    // A problem closes with a note; the note is asked for.
    await page.getByRole('button', { name: 'Close the request' }).click();
    await page.getByText('note: say how it was resolved').waitFor();
    await page.getByLabel('How was it resolved?').fill('The second debit was returned by the bank.');
    await page.getByRole('button', { name: 'Close the request' }).click();
    await page.getByText(/This request is done/).waitFor();
    await page.getByText('Closed: The second debit was returned by the bank.').waitFor();
    await page.context().close();
  });
});

describe('the service terms', () => {
  it("are an admin's to change, never past the law's 14 refund days; the holidays are added and removed; agents read them", async () => {
    const admin = await staffPage(browser, server, 'admin');
    await admin.goto(`${server.baseUrl}/admin/service-terms`);
    await admin.getByRole('heading', { name: 'Service terms', level: 1 }).waitFor();
    await admin.getByText('The law allows 14 calendar days at most (Federal Decree-Law 9 of 2022).').waitFor();
    const refundDays = admin.getByLabel('Days to pay a refund (calendar days)');
    await refundDays.fill('15');
    await admin.getByRole('button', { name: 'Save the terms' }).click();
    await admin.getByText('refundDays: the law allows 14 calendar days at most').waitFor();
    await refundDays.fill('10');
    await admin.getByRole('button', { name: 'Save the terms' }).click();
    await admin.getByText('Saved. Requests from now on follow these terms.').waitFor();

    const day = addCalendarDays(dubaiDayOf(Date.now()), 30);
    await admin.getByLabel('Day', { exact: true }).fill(day);
    await admin.getByLabel('Name', { exact: true }).fill('National Day');
    await admin.getByRole('button', { name: 'Add the holiday' }).click();
    const shown = await dayOnPage(admin, day);
    await admin.getByText(shown).waitFor();
    expect(await fitsPhone(admin)).toEqual([]);
    await expectAxeClean(admin);
    await screenshots(admin, 'terms');

    const agent = await staffPage(browser, server, 'agent');
    await agent.goto(`${server.baseUrl}/admin/service-terms`);
    await agent.getByText('10 calendar days (the law allows 14 at most)').waitFor();
    await agent.getByText(shown).waitFor();
    expect(await agent.getByRole('button', { name: 'Save the terms' }).count()).toBe(0);
    expect(await agent.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await agent.context().close();

    await admin.getByRole('button', { name: `Remove National Day, ${shown}` }).click();
    await admin.getByText('No public holiday yet.').waitFor();
    await admin.context().close();
  });
});
