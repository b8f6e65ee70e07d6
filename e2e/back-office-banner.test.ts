import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotificationBanner } from '../src/shared/api/notification-banner/contracts.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function editorPage(): Promise<Page> {
  const page = await staffPage(browser, server, 'editor');
  await page.getByRole('navigation').getByRole('link', { name: 'Banner' }).click();
  await page.getByRole('heading', { name: 'Notification banner' }).waitFor();
  return page;
}

/**
 * Opens a page of the site as a family and lets it settle: the browser has had an idle moment (when
 * the site would load the banner's code) and the network has gone quiet after it (that code, the
 * banner's data, the notification's code). Returns the calls this visit made for the banner.
 */
async function visitAndSettle(family: Page, url: string): Promise<string[]> {
  const bannerCalls: string[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === getNotificationBanner.path) bannerCalls.push(request.url());
  };
  family.on('request', onRequest);
  await family.goto(url);
  await family.getByRole('main').waitFor();
  // Idle callbacks run in the order they were asked for: once ours has run, the site's has too.
  await family.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await family.waitForLoadState('networkidle');
  family.off('request', onRequest);
  return bannerCalls;
}

describe('the notification banner', () => {
  it('an editor writes it with a preview and puts it up; a family sees it once per visit, and again once it changes', async () => {
    const page = await editorPage();
    await page.getByText('No banner: families see none.').waitFor();
    await page.getByLabel('Type').selectOption('warning');
    await page.getByLabel('Title in English').fill('Eid holiday');
    await page.getByLabel('Message in English').fill('Our centre is closed on <b>Tuesday</b>.<script>alert(1)</script>');
    await page.getByLabel('Title in Arabic').fill('عطلة العيد');
    await page.getByLabel('Message in Arabic').fill('مركزنا مغلق يوم <b>الثلاثاء</b>.<script>alert(1)</script>');
    await page.getByRole('group', { name: /^Title/ }).getByText('Needs translation: Russian, Hindi, French').waitFor();
    await page.getByLabel('Shown for (seconds)').fill('0');
    // The preview is the site's own banner, sanitised as families would see it.
    const preview = page.getByRole('group', { name: 'Preview' });
    await preview.getByText('Eid holiday').waitFor();
    expect(await preview.locator('b').textContent()).toBe('Tuesday');
    expect(await preview.locator('script').count()).toBe(0);
    // The Arabic as an Arabic family sees it, sanitised too.
    await page.getByLabel('Preview in').selectOption('ar');
    await preview.getByText('عطلة العيد').waitFor();
    expect(await preview.locator('b').textContent()).toBe('الثلاثاء');
    expect(await preview.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Put the banner up' }).click();
    await page.getByText('Live now, until you take it down.').waitFor();
    await expectAxeClean(page);

    const family = await (await browser.newContext(phone)).newPage();
    await family.goto(server.baseUrl);
    const banner = family.getByRole('status').filter({ hasText: 'Eid holiday' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Our centre is closed on Tuesday.');
    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached' });
    // The same visit: not again.
    // The page names the live version, which this visit has shown: it does not even ask for it.
    expect(await visitAndSettle(family, `${server.baseUrl}/faq`)).toEqual([]);
    expect(await family.getByText('Eid holiday').count()).toBe(0);

    await page.getByLabel('Title in English').fill('Eid holiday: new hours');
    await page.getByRole('button', { name: 'Save the banner' }).click();
    await page.getByText('Saved').waitFor();
    await family.goto(server.baseUrl);
    await family.getByRole('status').filter({ hasText: 'Eid holiday: new hours' }).waitFor();
  });

  it('an Arabic family reads it in Arabic, right to left, and sees it again when only the Arabic changes', async () => {
    const page = await editorPage();
    await page.getByLabel('Title in English').fill('Eid holiday');
    await page.getByLabel('Message in English').fill('Our centre is closed on Tuesday.');
    await page.getByLabel('Title in Arabic').fill('عطلة العيد');
    await page.getByLabel('Message in Arabic').fill('مركزنا مغلق يوم الثلاثاء.');
    await page.getByLabel('Shown for (seconds)').fill('0');
    await page.getByRole('button', { name: /Put the banner up|Save the banner/ }).click();
    await page.getByText('Saved').waitFor();

    const family = await (await browser.newContext(phone)).newPage();
    await family.goto(`${server.baseUrl}/?lang=ar`);
    const banner = family.getByRole('status').filter({ hasText: 'عطلة العيد' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('مركزنا مغلق يوم الثلاثاء.');
    expect(await banner.textContent()).not.toContain('Eid');
    // Right to left: the close button is at the banner's left, the text starts at its right.
    const close = (await banner.getByRole('button').boundingBox())!;
    const title = (await banner.getByText('عطلة العيد').boundingBox())!;
    expect(close.x + close.width).toBeLessThanOrEqual(title.x);
    await banner.getByRole('button').click();
    await banner.waitFor({ state: 'detached' });

    // Only the Arabic changes: the Arabic family sees the corrected banner on their next page.
    await page.getByLabel('Title in Arabic').fill('عطلة عيد الأضحى');
    await page.getByRole('button', { name: 'Save the banner' }).click();
    await page.getByText('Saved').waitFor();
    await family.goto(`${server.baseUrl}/faq`);
    await family.getByRole('status').filter({ hasText: 'عطلة عيد الأضحى' }).waitFor();
  });

  it('a banner scheduled for later is not shown yet; taken down, it is gone', async () => {
    const page = await editorPage();
    const inAnHour = new Date(Date.now() + 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${inAnHour.getFullYear()}-${pad(inAnHour.getMonth() + 1)}-${pad(inAnHour.getDate())}T${pad(inAnHour.getHours())}:${pad(inAnHour.getMinutes())}`;
    await page.getByLabel('Title in English').fill('Ramadan hours');
    await page.getByLabel('Starts').fill(local);
    await page.getByRole('button', { name: /Put the banner up|Save the banner/ }).click();
    await page.getByText(/^Scheduled: it shows from/).waitFor();
    const family = await (await browser.newContext(phone)).newPage();
    // Not live yet: the page names no banner and asks for none.
    expect(await visitAndSettle(family, server.baseUrl)).toEqual([]);
    expect(await family.getByText('Ramadan hours').count()).toBe(0);

    await page.getByRole('button', { name: 'Take the banner down' }).click();
    await page.getByText('No banner: families see none.').waitFor();
  });

  it('a wrong end time is refused with the reason, and nothing changes', async () => {
    const page = await editorPage();
    await page.getByLabel('Title in English').fill('Closed');
    await page.getByLabel('Ends').fill('2020-01-01T10:00');
    await page.getByRole('button', { name: /Put the banner up|Save the banner/ }).click();
    await page.getByRole('alert').filter({ hasText: 'endsAt has already passed' }).waitFor();
    expect(await page.getByText('No banner: families see none.').count()).toBe(1);
  });
});
