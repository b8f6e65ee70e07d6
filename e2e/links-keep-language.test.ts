import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as desk from '../src/shared/api/admin-applications/contracts.js';
import { housemaids, smsOutbox } from '../src/server/db/schema.js';
import { submittedBeforeTheSpouseSigns } from '../src/server/test/spouse-journey.js';
import { addStaff, StaffBrowser } from '../src/server/test/staff.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 31: a link in an Arabic SMS opens in Arabic on a phone that never visited the site (no
 * cookie), and the visit stays in Arabic. The spouse's signing link and the desk's status link.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000', SIGN_IN_DELAY_MS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ARABIC = /[\u0600-\u06FF]/;
const htmlLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const linkOf = async (appId: string, kind: string) => {
  const [message] = await server.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.applicationId, appId), eq(smsOutbox.kind, kind)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  // The SMS carries the server's own address (PUBLIC_ORIGIN is unset in tests): keep its path and query.
  const url = new URL(message!.body.match(/https?:\/\/\S+/)![0]);
  return `${server.baseUrl}${url.pathname}${url.search}`;
};

/** A phone that never visited the site opens the link: the page is in Arabic, and so is the next one. */
async function opensInArabic(link: string) {
  const context = await browser.newContext(phone);
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  await page.goto(link);
  await expect(htmlLanguage(page)).resolves.toEqual({ lang: 'ar', dir: 'rtl' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  expect(await heading.innerText()).toMatch(ARABIC);
  // The choice is kept for the rest of the visit: a page opened without ?lang= is Arabic too.
  expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'lang', value: 'ar' }));
  await page.goto(`${server.baseUrl}/hire-maid`);
  await expect(htmlLanguage(page)).resolves.toEqual({ lang: 'ar', dir: 'rtl' });
  await context.close();
}

it('the spouse’s signing link and the desk’s status link, sent in Arabic, open in Arabic on a new phone', async () => {
  const [maid] = await server.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  const { appId } = await submittedBeforeTheSpouseSigns(server.app, maid!.id, { lang: 'ar' });
  const spouseLink = await linkOf(appId, 'spouse-sign-link');
  expect(new URL(spouseLink).searchParams.get('lang')).toBe('ar');
  await opensInArabic(spouseLink);

  const agent = new StaffBrowser(server.app);
  expect((await agent.signIn((await addStaff(server.database.db, 'agent')).email)).statusCode).toBe(200);
  const changed = await agent.call(desk.changeApplicationStage, { params: { id: appId }, body: { stage: 'documents_checked', sendSms: true } });
  expect(changed.statusCode, changed.body).toBe(200);
  const statusLink = await linkOf(appId, 'stage-change');
  expect(new URL(statusLink).pathname).toBe('/my-application');
  await opensInArabic(statusLink);
});
