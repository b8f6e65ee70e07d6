import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationLinks, housemaids, smsOutbox } from '../src/server/db/schema.js';
import { submittedBeforeTheSpouseSigns } from '../src/server/test/spouse-journey.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** The spouse's signing link sent again: by the family from /my-application, by staff from the desk (issue 34). */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000', SIGN_IN_DELAY_MS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const SHOTS = process.env.SHOTS_DIR;
/** The last signing link is older than the minute between two sends. */
const ageLinks = (appId: string) => server.database.db.update(applicationLinks).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(applicationLinks.applicationId, appId));
const spouseMessages = async (appId: string) =>
  (await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, appId))).filter((m) => m.kind === 'spouse-sign-link').length;

it('the family sends it again from /my-application, and an agent from the application page', async () => {
  const [maid] = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  const { client, appId } = await submittedBeforeTheSpouseSigns(server.app, maid!.id);
  await ageLinks(appId);

  // The family's phone: the browser that applied (its access cookie and session).
  const family = await browser.newContext(phone);
  await family.addCookies([{ name: 'sm_app', value: client.cookies.sm_app!, url: `${server.baseUrl}/api/sales` }]);
  await family.addInitScript((id) => sessionStorage.setItem('sessionId', id), client.sessionId);
  const page = await family.newPage();
  await page.goto(`${server.baseUrl}/my-application?appId=${appId}`);
  await page.getByRole('heading', { name: 'Your spouse’s signature' }).waitFor();
  await page.getByText(/We sent the signing link to .+\. Your spouse has not signed yet\./).waitFor();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await page.getByRole('status').filter({ hasText: 'A new link is on its way to' }).waitFor();
  expect(await spouseMessages(appId)).toBe(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-application-spouse-link.png`, fullPage: true });
  await family.close();

  await ageLinks(appId);
  const desk = await staffPage(browser, server, 'agent');
  await desk.goto(`${server.baseUrl}/admin/application?id=${appId}`);
  await desk.getByRole('heading', { name: 'Spouse’s signing link' }).waitFor();
  await desk.getByText(/Sent 2 times to .+ The spouse has not signed yet\./).waitFor();
  await desk.getByRole('button', { name: 'Send the link again' }).click();
  await desk.getByText(/A new link was sent to .+\. Recorded in the audit trail under your name\./).waitFor();
  await desk.getByText(/Sent 3 times to /).waitFor();
  expect(await spouseMessages(appId)).toBe(3);
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/desk-spouse-link.png`, fullPage: true });
  await desk.context().close();
});
