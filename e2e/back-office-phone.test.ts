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
    // Readable: a line of the address holds a dozen letters or more (the table scrolls sideways
    // instead of squeezing it), measured in the cell's own font size, not in pixels fonts move.
    const { width, fontSize } = await target.evaluate((cell) => ({ width: cell.getBoundingClientRect().width, fontSize: parseFloat(getComputedStyle(cell).fontSize) }));
    expect(width).toBeGreaterThanOrEqual(12 * fontSize);
    const [add, find] = await Promise.all([
      page.getByRole('link', { name: 'Add a link' }).boundingBox(),
      page.getByRole('region', { name: 'Find' }).boundingBox(),
    ]);
    expect(find!.y - (add!.y + add!.height)).toBeGreaterThanOrEqual(8);
  });

  // Other machines have other fonts (this heading's bottom moves by 34 px between these two): the same checks hold.
  it.each([
    ['with this machine\'s fonts', ''],
    ['with other fonts (serif, looser lines and letters)', '* { font-family: serif !important; line-height: 1.7 !important; letter-spacing: 0.05em !important }'],
  ])('starts each page on the first screen %s: the pages and Sign out fold behind Menu, which a chosen page closes', async (_, fonts) => {
    await page.goto(`${server.baseUrl}${routes.admin.path}`);
    if (fonts) await page.addStyleTag({ content: fonts });
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);
    const [heading, bar] = await Promise.all([page.getByRole('heading', { level: 1, name: 'Back office' }).boundingBox(), menu.boundingBox()]);
    // On the first screen, and below the Menu bar by less than the folded pages would take: no
    // list of links stands between them (positions compared with each other, never with pixels
    // that the machine's fonts move).
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    const pages = await nav.boundingBox();
    expect(heading!.y - (bar!.y + bar!.height)).toBeLessThan(pages!.height);
    if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `${process.env.DESK_SCREENSHOTS}/phone-admin-menu.png` });
    await nav.getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
  });

  it('shows the timeline of an application with each time above its event, the event within the panel', async () => {
    await page.goto(server.baseUrl + addresses.find((a) => a.startsWith(`${routes.adminApplication.path}?`))!);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const first = timeline.getByRole('listitem').first();
    await first.waitFor();
    const [time, event, panel] = await Promise.all([
      first.locator('time').boundingBox(),
      first.locator('span').last().boundingBox(),
      timeline.boundingBox(),
    ]);
    expect(event!.y).toBeGreaterThanOrEqual(time!.y + time!.height - 1);
    expect(event!.x + event!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    // The client's numbers read in groups, and call the number as stored.
    const mobile = page.getByRole('link', { name: /^\+971 \d\d \d{3} \d{4}$/ }).first();
    expect(await mobile.getAttribute('href')).toMatch(/^tel:\+971\d{9}$/);
  });
});
