import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housemaids, redirectLinks } from '../src/server/db/schema.js';
import { routes } from '../src/shared/routes.js';
import { addStaff } from '../src/server/test/staff.js';
import { runSampleJourney } from '../src/server/test/sample-journey.js';
import { signIn } from './support/back-office.js';
import { launchBrowser, phone } from './support/browser.js';
import { elementsPast } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
/** Each back-office page's address, with a real maid, link and application for the pages of one. */
let addresses: string[];
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const db = server.database.db;
  const journey = await runSampleJourney(server.app, db);
  const [[maid], [link], admin] = await Promise.all([
    db.select({ id: housemaids.id }).from(housemaids).limit(1),
    db.select({ slug: redirectLinks.slug }).from(redirectLinks).limit(1),
    addStaff(db, 'admin'),
  ]);
  const query: Partial<Record<keyof typeof routes, string>> = {
    adminMaid: `?id=${maid!.id}`,
    adminLink: link ? `?slug=${encodeURIComponent(link.slug)}` : '',
    adminApplication: `?id=${journey.appId}`,
  };
  addresses = Object.entries(routes)
    .filter(([, route]) => 'backOffice' in route)
    .map(([id, route]) => route.path + (query[id as keyof typeof routes] ?? ''));
  page = await (await browser.newContext({ ...phone, viewport: { width: 360, height: 780 } })).newPage();
  await signIn(page, server.baseUrl, admin.email);
  await page.getByRole('heading', { name: 'Back office' }).waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the back office on a 360 px phone', () => {
  it('has every page, signed in as an admin, within the width of the screen and each panel', async () => {
    expect(addresses.length).toBe(Object.values(routes).filter((r) => 'backOffice' in r).length);
    const wide: Record<string, string[]> = {};
    for (const address of addresses) {
      await page.goto(server.baseUrl + address);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const past = [...(await elementsPast(page)), ...(await elementsPast(page, { within: 'main section' }))];
      if (past.length > 0) wide[address] = past;
      if (process.env.DESK_SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.DESK_SCREENSHOTS}/phone${address.split('?')[0]!.replaceAll('/', '-')}.png`, fullPage: true });
      }
    }
    expect(wide).toEqual({});
  });

  it('keeps a link target readable (the table scrolls sideways) and the page actions apart from the panel below', async () => {
    await page.goto(`${server.baseUrl}${routes.adminLinks.path}`);
    const target = page.getByRole('cell', { name: /^\/api\// }).first();
    await target.waitFor();
    expect((await target.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    const [add, find] = await Promise.all([
      page.getByRole('link', { name: 'Add a link' }).boundingBox(),
      page.getByRole('region', { name: 'Find' }).boundingBox(),
    ]);
    expect(find!.y - (add!.y + add!.height)).toBeGreaterThanOrEqual(8);
  });
});
