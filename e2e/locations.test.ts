import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.js';
import { desktop, phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

/**
 * Issue 34: /locations did not reach the map (there was none; the spec's route table: "Site page
 * scrolled to the map or about section"). The page draws the centres on a map of its own, with no
 * third party, and opens on it under the sticky header; /aboutus opens on the about section.
 */
const env = withServerAndBrowser();

async function open(options: typeof phone, path: string) {
  const context = await env.browser.newContext(options);
  const origin = new URL(env.server.baseUrl).origin;
  const elsewhere: string[] = [];
  // Nothing is asked of another site (no map tiles): the page works offline and sets no third-party cookie.
  await context.route((url) => url.origin !== origin, (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(env.server.baseUrl + path);
  return { context, page, elsewhere };
}

const MAP_NAME = /^Map of the UAE with our service centres/;

/** The top of `what` and the bottom of the sticky header, in the viewport. */
async function topBelowHeader(page: Page, name: string) {
  const heading = await page.getByRole('heading', { name, exact: true }).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  return { top: heading!.y, headerBottom: header!.y + header!.height };
}

describe('/locations', () => {
  it('opens on the map of the service centres on a phone, its heading under the sticky header, each centre with its address and a maps link', async () => {
    const { context, page, elsewhere } = await open({ ...phone, viewport: { width: 360, height: 740 } }, '/locations');
    const map = page.getByRole('img', { name: MAP_NAME });
    await map.waitFor();
    // The scroll happened: the about section's title is above the screen, the map's heading just under the header.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const { top, headerBottom } = await topBelowHeader(page, 'Our service centres');
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    const box = (await map.boundingBox())!;
    expect(box.y).toBeLessThan(740);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect((await page.getByRole('heading', { name: 'About us' }).boundingBox())!.y).toBeLessThan(0);
    // Each pin's number is its centre's in the list, and each centre can be opened in a maps app.
    const centres = page.getByRole('main').getByRole('listitem');
    await expect(centres.count()).resolves.toBe(3);
    for (const [i, name] of ['Dubai: Al Barsha', 'Dubai: Al Qusais', 'Abu Dhabi: Al Khalidiya'].entries()) {
      const centre = centres.nth(i);
      await centre.getByRole('heading', { name, exact: true }).waitFor();
      await expect(centre.getByText(String(i + 1), { exact: true }).count()).resolves.toBe(1);
      await expect(map.locator('text').filter({ hasText: new RegExp(`^${i + 1}$`) }).count()).resolves.toBe(1);
      expect(await centre.locator('address').innerText()).toMatch(/, (Dubai|Abu Dhabi)$/);
      await expect(centre.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).resolves.toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2\d\.\d+%2C5\d\.\d+$/);
    }
    await expectAxeClean(page);
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('reaches the map from the footer link, on a desktop and in Arabic', async () => {
    const { context, page } = await open(desktop, '/?lang=ar');
    await page.getByRole('contentinfo').getByRole('link', { name: 'المواقع', exact: true }).click();
    await page.waitForURL(/\/locations$/);
    const map = page.getByRole('img', { name: /^خريطة الإمارات مع مراكز الخدمة لدينا/ });
    await map.waitFor();
    const { top, headerBottom } = await topBelowHeader(page, 'مراكز الخدمة لدينا');
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect((await map.boundingBox())!.y).toBeLessThan(900);
    await context.close();
  });

  it('opens /aboutus on the about section', async () => {
    const { context, page } = await open({ ...phone, viewport: { width: 360, height: 740 } }, '/aboutus');
    await page.getByRole('img', { name: MAP_NAME }).waitFor();
    const { top, headerBottom } = await topBelowHeader(page, 'About us');
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(740 / 2);
    await context.close();
  });
});
