import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listMaids } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { expectAxeClean } from './support/axe.js';
import { desktop, phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

const env = withServerAndBrowser();

async function open(options: typeof phone | typeof desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(options);
  const origin = new URL(env.server.baseUrl).origin;
  await context.route((url) => url.origin !== origin, (r) => r.abort());
  return { context, page: await context.newPage() };
}

const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe("a maid's page", () => {
  it('opens from a card, shows her poster and facts without loading her video, and Hire starts the application', async () => {
    const { context, page } = await open(phone);
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'media' || /\.mp4(\?|$)/.test(r.url())) videoRequests.push(r.url());
    });
    await page.goto(`${env.server.baseUrl}/hire-maid`);
    const nameLink = page.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link');
    const name = (await nameLink.textContent())!.trim();
    await nameLink.click();
    await page.waitForURL(/\/maid\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(name);
    await page.getByRole('img', { name: `${name}, video preview` }).waitFor();
    await page.getByRole('heading', { name: 'Languages' }).waitFor();
    await page.getByRole('heading', { name: 'Experience', level: 2 }).waitFor();
    await page.getByText(/a month/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await expectAxeClean(page);

    // My List: the same list the cards fill.
    await page.getByRole('button', { name: new RegExp(`^Add to My List ${name}$`) }).click();
    await expect(page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('requestedMaids'))?.[1])).resolves.toContain(id);

    await page.getByRole('link', { name: `Hire ${name}` }).click();
    await page.waitForURL(new RegExp(`/app\\?maidId=${id}`));
    await page.getByRole('button', { name: 'Start application' }).click();
    await page.waitForURL((url) => url.pathname === '/app' && url.searchParams.has('appId'), { timeout: 20_000 });
    await context.close();
  });

  it('is previewed from the server HTML: her name in the title, her poster as the Open Graph image', async () => {
    const list = (await (await fetch(`${env.server.baseUrl}${urlOf(listMaids, {}, { pageSize: 1 })}`)).json()) as {
      maids: Array<{ id: number; name: string; posterURL: string }>;
    };
    const maid = list.maids[0]!;
    const res = await fetch(`${env.server.baseUrl}/maid/${maid.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(new RegExp(`^${maid.name},`));
    expect(metaOf(html, 'og:title')).toMatch(new RegExp(`^${maid.name},`));
    expect(metaOf(html, 'og:image')).toBe(`${new URL(env.server.baseUrl).origin}${maid.posterURL}`);
  });

  it('for an unknown maid: a friendly page, status 404 from the server, and a way back to the maids', async () => {
    const { context, page } = await open(desktop);
    const response = await page.goto(`${env.server.baseUrl}/maid/2000000000`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not find this maid' }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'See the maids available now' }).click();
    await page.waitForURL(/\/hire-maid$/);
    await context.close();
  });
});

describe('the filters on /hire-maid', () => {
  it('filter by a language: each option shows its count first, the URL carries it, reload and back keep to it', async () => {
    const { context, page } = await open(phone);
    await page.goto(`${env.server.baseUrl}/hire-maid`);
    await page.getByRole('button', { name: /^Play .*'s video$/ }).first().waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const arabic = dialog.getByRole('radio', { name: /^Arabic \d+$/ });
    await arabic.waitFor();
    const count = Number(/(\d+)$/.exec(await arabic.evaluate((el) => el.closest('label')!.textContent!))![1]);
    expect(count).toBeGreaterThan(0);
    await expectAxeClean(page);

    await arabic.check();
    await page.waitForURL(/[?&]language=Arabic/);
    await dialog.getByRole('button', { name: `Show ${count} maids` }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(new RegExp(`of ${count} maids`)).waitFor();
    for (const info of await page.getByRole('article').locator('p').filter({ hasText: 'Speaks' }).allTextContents()) expect(info).toContain('Arabic');

    await page.reload();
    expect(new URL(page.url()).searchParams.get('language')).toBe('Arabic');
    await page.getByText(new RegExp(`of ${count} maids`)).waitFor();
    await expect(page.getByRole('button', { name: /Filters 1/ }).isVisible()).resolves.toBe(true);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('language'));
    await context.close();
  });
});

describe('compare', () => {
  it('puts the maids of a compare link side by side, swiping on a phone, and takes one out', async () => {
    const list = (await (await fetch(`${env.server.baseUrl}${urlOf(listMaids, {}, { pageSize: 3 })}`)).json()) as { maids: Array<{ id: number; name: string }> };
    const [a, b, c] = list.maids;
    const { context, page } = await open(phone);
    await page.goto(`${env.server.baseUrl}/my-list/compare?ids=${a!.id},${b!.id},${c!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Compare maids' }).waitFor();
    const columns = page.getByRole('region', { name: 'Maids side by side' }).getByRole('listitem');
    await expect.poll(() => columns.count()).toBe(3);
    // What the family pays, said as on her card and her page: monthly, VAT included.
    await columns.first().getByText(/^\u2066?AED\s[\d,]+\u2069? a month, VAT included$/).waitFor();
    const snap = await page.getByRole('region', { name: 'Maids side by side' }).evaluate((el) => getComputedStyle(el).scrollSnapType);
    expect(snap).toMatch(/x mandatory/);
    // The columns scroll inside their box: the page itself never scrolls sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
    await expectAxeClean(page);

    // By keyboard: the column scrolls (and snaps) into view as its button takes the focus.
    await page.getByRole('button', { name: new RegExp(`Take out of the comparison ${b!.name.split(' ')[0]}`) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`ids=${a!.id},${c!.id}$`));
    await expect.poll(() => columns.count()).toBe(2);

    // In Arabic, lists read with the Arabic comma and 'and', as on her card: no English commas.
    await page.goto(`${env.server.baseUrl}/my-list/compare?ids=${a!.id},${c!.id}&lang=ar`);
    const arabicColumn = page.getByRole('region').getByRole('listitem').first();
    await arabicColumn.locator('dd').first().waitFor();
    const cells = await arabicColumn.locator('dd').allTextContents();
    expect(cells[0]).toContain('، ');
    expect(cells.filter((cell) => cell.includes(', '))).toEqual([]);
    await context.close();
  });
});
