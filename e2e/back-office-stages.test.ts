import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applications, smsOutbox } from '../src/server/db/schema.js';
import { runSampleJourney, type SampleJourney } from '../src/server/test/sample-journey.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser, phone } from './support/browser.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let journey: SampleJourney;
let reference: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  journey = await runSampleJourney(server.app, server.database.db);
  const [row] = await server.database.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, journey.appId));
  reference = row!.reference;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** With DESK_SCREENSHOTS=<folder>, the page at the given widths. */
async function screenshots(page: Page, name: string, widths: number[]) {
  const folder = process.env.DESK_SCREENSHOTS;
  if (!folder) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}


async function moveTo(page: Page, stage: string, { sms }: { sms: boolean }) {
  await page.getByLabel('Move to').selectOption({ label: stage });
  const box = page.getByLabel('Send the client an SMS');
  if ((await box.isChecked()) !== sms) await box.click();
  await page.getByRole('button', { name: 'Change the stage' }).click();
  await page.getByRole('heading', { name: `Stage: ${stage}`, level: 2 }).waitFor();
}

it("an agent moves the family's application to 'visa in process' with an SMS, and the status page on the family's phone shows it", async () => {
  const desk = await staffPage(browser, server, 'agent');
  await desk.goto(`${server.baseUrl}/admin/application?id=${journey.appId}`);
  await desk.getByRole('heading', { name: `Application ${reference}`, level: 1 }).waitFor();
  await desk.getByRole('heading', { name: 'Stage: Submitted', level: 2 }).waitFor();
  await moveTo(desk, 'Documents checked', { sms: false });
  await moveTo(desk, 'Contract signed', { sms: false });
  await moveTo(desk, 'Visa in process', { sms: true });
  await desk.getByText('Contract signed → Visa in process').waitFor();
  await desk.getByRole('cell', { name: 'Stage change' }).waitFor();

  // Assignment and a note on the way: the page shows them at once.
  const assignee = desk.getByLabel('Assigned to');
  const mine = (await assignee.locator('option').allTextContents()).find((o) => o.includes('(agent)'))!;
  await assignee.selectOption({ label: mine });
  await desk.getByRole('button', { name: 'Assign', exact: true }).click();
  await desk.getByText(`Assigned to ${mine.replace(' (agent)', '')}.`).waitFor();
  await desk.getByLabel('Add a note').fill('Medical test booked for Sunday.');
  await desk.getByRole('button', { name: 'Add the note' }).click();
  await desk.getByText('Medical test booked for Sunday.').waitFor();
  await expectAxeClean(desk);
  await screenshots(desk, 'application-stage', [1366, 390]);

  // The agent's own list.
  await desk.getByRole('link', { name: '← All applications' }).click();
  await desk.getByRole('link', { name: 'Assigned to me' }).click();
  await desk.waitForURL(/assigned=me/);
  await desk.getByRole('heading', { name: '1 application', exact: true }).waitFor();
  await desk.getByRole('link', { name: reference }).click();
  await desk.getByRole('heading', { name: `Application ${reference}`, level: 1 }).waitFor();

  const [sms] = await server.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'stage-change')))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  expect(sms!.body).toContain('Visa in process');
  const link = /https?:\/\/\S+/.exec(sms!.body)![0];
  expect(link.startsWith(`${server.baseUrl}/my-application?`)).toBe(true);

  // The family opens the SMS link on their phone, at 360 px.
  const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 780 } });
  const family = await context.newPage();
  await family.goto(link);
  await family.getByRole('heading', { name: 'Now: Visa in process', level: 2 }).waitFor();
  await family.waitForURL((url) => !url.searchParams.has('t'));
  await family.getByText(reference).first().waitFor();
  expect(await family.locator('[aria-current="step"]').innerText()).toContain('Visa in process');
  await family.getByText('After the medical test').waitFor();
  await family.getByRole('link', { name: /Passport/ }).waitFor();
  await family.getByRole('link', { name: /Signed direct-debit mandate/ }).waitFor();
  await family.getByRole('link', { name: 'WhatsApp us' }).waitFor();
  const { width, scrollWidth, past: wide } = await elementsPastScreen(family);
  expect(width).toBe(360);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  expect(wide).toEqual([]);
  await expectAxeClean(family);

  // A document opens for the family, through the access-checked route.
  const served = await family.request.get(await family.getByRole('link', { name: /Passport/ }).getAttribute('href').then((h) => `${server.baseUrl}${h}`));
  expect(served.status()).toBe(200);

  // From now on the header links to the page, and still fits the phone's screen.
  await family.goto(`${server.baseUrl}/hire-maid`);
  await family.getByRole('link', { name: 'My application' }).waitFor();
  expect((await elementsPastScreen(family)).past).toEqual([]);
  await screenshots(family, 'hire-maid-header', [360]);
  await family.goto(`${server.baseUrl}/`);
  await family.getByRole('link', { name: 'My application' }).click();
  await family.getByRole('heading', { name: 'Now: Visa in process', level: 2 }).waitFor();
  await screenshots(family, 'my-application', [360, 390, 1366]);

  // The agency cancels: the reason is asked for, and the family reads it.
  await desk.getByLabel('Move to').selectOption({ label: 'Cancelled' });
  await desk.getByLabel('Why is it cancelled? (the family sees this)').fill('Your maid’s visa was refused; we will call you about another maid.');
  await desk.getByLabel('Send the client an SMS').uncheck();
  await desk.getByRole('button', { name: 'Change the stage' }).click();
  await desk.getByRole('heading', { name: 'Stage: Cancelled', level: 2 }).waitFor();
  await desk.getByText('This application is closed: its stage no longer changes.').waitFor();
  await family.setViewportSize({ width: 360, height: 780 });
  await family.reload();
  await family.getByRole('heading', { name: 'Now: Cancelled', level: 2 }).waitFor();
  await family.getByText('Reason: Your maid’s visa was refused; we will call you about another maid.').waitFor();
  expect((await elementsPastScreen(family)).past).toEqual([]);
  await expectAxeClean(family);
  await screenshots(family, 'my-application-cancelled', [360]);
  await context.close();

  // Someone else with the same link gets nothing: it opened one phone already.
  const stranger = await browser.newContext(phone);
  const other = await stranger.newPage();
  await other.goto(link);
  await other.getByRole('heading', { name: 'We cannot show this application here', level: 1 }).waitFor();
  await expectAxeClean(other);
  await stranger.close();
});
