import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { housemaids } from '../src/server/db/schema.js';
import { getMainCcSiteInfo, listMaids } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { desktop, phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';


const env = withServerAndBrowser();

async function open(options: typeof phone | typeof desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(options);
  const origin = new URL(env.server.baseUrl).origin;
  // WhatsApp and other external links must not reach the internet.
  await context.route((url) => url.origin !== origin, (r) => r.abort());
  return { context, page: await context.newPage() };
}

const watchEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === 'WATCH_VIDEO'),
  );

describe('on a phone', () => {
  it('goes from the landing page to the catalogue, and plays one video at a time without loading video early', async () => {
    const { context, page } = await open(phone);
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'media' || /\.mp4(\?|$)/.test(r.url())) videoRequests.push(r.url());
    });
    await page.goto(env.server.baseUrl + '/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/maids and nannies/i);
    await page.getByRole('banner').getByText('We reply within 1 minute').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Hire a Maid' }).click();

    await page.waitForURL(/\/hire-maid/);
    await page.getByRole('button', { name: /^Play .*'s video$/ }).first().waitFor();
    // Every tab carries its count.
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.length).toBeGreaterThan(1);
    for (const text of tabs) expect(text).toMatch(/\d+$/);
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    const play = page.getByRole('button', { name: /^Play .*'s video$/ });
    await play.first().click();
    await page.locator('video').first().waitFor();
    await expect.poll(() => watchEvents(page).then((e) => e.length)).toBeGreaterThan(0);
    // The first card's play button is gone: the next one belongs to the second card.
    await play.first().click();
    await expect.poll(() => page.locator('video').count()).toBe(2);
    await expect
      .poll(async () => {
        const events = await watchEvents(page);
        const ids = [...new Set(events.map((e) => e.housemaid))];
        return ids.length === 2 && events.some((e) => e.housemaid === ids[0] && e.logType === 'pause');
      })
      .toBe(true);
    expect(await page.locator('video').first().evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const first = (await watchEvents(page))[0]!;
    expect(first).toMatchObject({ logType: 'play' });
    expect(first).toHaveProperty('videoDuration');
    expect(first).toHaveProperty('watchedDuration');
    expect(videoRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps My List across a reload, opens it at #saved and goes back to /hire-maid when it empties', async () => {
    const { context, page } = await open(phone);
    await page.goto(env.server.baseUrl + '/hire-maid');
    // An empty list shows no heart on a phone.
    await page.getByRole('button', { name: /^Add .* to My List$/ }).first().waitFor();
    expect(await page.getByRole('button', { name: /^My List, / }).count()).toBe(0);
    await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
    await page.getByRole('button', { name: 'My List, 1 saved' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'My List, 1 saved' }).click();
    await page.waitForURL(/#saved$/);
    await page.getByRole('heading', { level: 1, name: 'My List' }).waitFor();
    await page.getByRole('button', { name: /^Remove/ }).click();
    await page.waitForURL((url) => url.pathname === '/hire-maid' && url.hash === '');
    await context.close();
  });

  it('shows a way forward, not a blank page, when the site info fails on hire-maid', async () => {
    const { context, page } = await open(phone);
    await page.route(`**${getMainCcSiteInfo.path}**`, (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'database down' }) }),
    );
    // The server renders the page with its site info (issue 33); without its database it sends the
    // page for the browser to render, as here, and the browser's own call fails.
    await page.route(`${env.server.baseUrl}/hire-maid`, async (r) => {
      const response = await r.fetch();
      const body = (await response.text()).replace(/<div id="root">[\s\S]*<\/div>\s*<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '<div id="root"></div>');
      await r.fulfill({ response, body });
    });
    await page.goto(env.server.baseUrl + '/hire-maid');
    await page.getByRole('heading', { level: 1, name: 'We could not open the maids page' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await context.close();
  });
});

describe('on a desktop', () => {
  it('adds maids to My List, drops one the server no longer offers, and shares the list', async () => {
    const { context, page } = await open(desktop);
    const shortlistCalls: URL[] = [];
    page.on('request', (r) => {
      if (/addtoshortlist|releasemaid/.test(r.url())) shortlistCalls.push(new URL(r.url()));
    });
    await page.goto(env.server.baseUrl + '/hire-maid');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const names = (await cards.getByRole('heading').allTextContents()).slice(0, 3);
    const heart = (i: number) => cards.nth(i).getByRole('button', { name: /to My List$/ });
    await heart(0).click();
    // Adding opens the panel on a desktop.
    const panel = page.getByRole('complementary', { name: 'My List' });
    await panel.getByRole('heading', { name: 'My List' }).waitFor();
    await heart(1).click();
    await heart(2).click();
    await expect.poll(() => page.getByTestId('my-list-count').textContent()).toBe('3');
    // The last added comes first.
    await expect.poll(() => panel.getByRole('listitem').getByRole('heading').allTextContents()).toEqual([names[2], names[1], names[0]]);
    // The calls go out as the list changes: wait for them rather than assume they have landed.
    await expect
      .poll(() => shortlistCalls.filter((u) => u.pathname.endsWith('addtoshortlist')).map((u) => u.searchParams.get('rank')))
      .toEqual(['1', '1', '1']);

    const ids: number[] = await page.evaluate(() => JSON.parse(localStorage.getItem('requestedMaids') ?? '[]'));
    expect(ids).toHaveLength(3);
    // The maid added second is hired by someone else meanwhile.
    await env.server.database.db.update(housemaids).set({ status: 'hired' }).where(eq(housemaids.id, ids[1]!));
    // The server learns of the change from PostgreSQL's notification; wait for it rather than race it.
    await env.server.app.catalogue.sync();
    await page.reload();
    await page.getByRole('button', { name: 'My List, 2 saved' }).click();
    await expect.poll(() => panel.getByRole('listitem').getByRole('heading').allTextContents()).toEqual([names[2], names[0]]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('requestedMaids') ?? '[]'))).toEqual([ids[0], ids[2]]);

    const link = await panel.getByRole('textbox', { name: 'Link to My List' }).inputValue();
    expect(link).toMatch(/\/shortlisted-maids\?sgl=/);

    // Someone else opens the link: the maids show as their shared list.
    const other = await open(desktop);
    await other.page.goto(link);
    await other.page.getByRole('tab', { name: /Shared list \(2\)/, selected: true }).waitFor();
    await expect
      .poll(() => other.page.getByRole('tabpanel').getByRole('listitem').getByRole('heading').allTextContents())
      .toEqual([names[2], names[0]]);
    expect(await other.page.evaluate(() => localStorage.getItem('requestedMaids'))).toBeNull();
    await other.context.close();

    // Removing releases the maid on the server; with both lists empty the panel closes.
    await panel.getByRole('button', { name: /^Remove/ }).first().click();
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(1);
    await panel.getByRole('button', { name: /^Remove/ }).first().click();
    await expect.poll(() => panel.count()).toBe(0);
    // The stored list is newest first: ids[0] is the maid added last, shown first.
    await expect
      .poll(() => shortlistCalls.filter((u) => u.pathname.endsWith('releasemaid')).map((u) => Number(u.searchParams.get('housemaid'))))
      .toEqual([ids[0], ids[2]]);
    await context.close();
  });

  it('switches the labels to nannies in nanny mode, in the title and on the page', async () => {
    const { context, page } = await open(desktop);
    await page.goto(env.server.baseUrl + '/hire-nanny');
    await expect(page.title()).resolves.toMatch(/^Full-time Nannies Available Now \|/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Full-time nannies available now');
    await page.goto(env.server.baseUrl + '/hire-maid?v_nfts=1');
    await expect(page.title()).resolves.toMatch(/^Maids Available Now \|/);
    await context.close();
  });

  it('reproduces a view from its link and features the maid a link names', async () => {
    const { context, page } = await open(desktop);
    // A maid of the last tab, while the link opens the first one.
    const listing = (await (await fetch(env.server.baseUrl + urlOf(listMaids, {}, { pageSize: 1 }))).json()) as {
      tabs: Array<{ matchingType: { id: number; code: string; notAllowed: boolean }; count: number }>;
    };
    const tabs = listing.tabs.filter((t) => !t.matchingType.notAllowed && t.count > 0);
    const last = tabs.at(-1)!.matchingType;
    const other = (await (await fetch(env.server.baseUrl + urlOf(listMaids, {}, { pageSize: 1, matchingType: last.id }))).json()) as {
      maids: Array<{ id: number; name: string }>;
    };
    const maid = other.maids[0]!;
    await page.goto(`${env.server.baseUrl}/hire-maid?tab=${tabs[0]!.matchingType.code}&living=live_in&maidId=${maid.id}`);
    await page.getByRole('heading', { name: 'The maid in your link' }).waitFor();
    const featured = page.getByRole('region', { name: 'The maid in your link' });
    await expect(featured.getByRole('link', { name: /^Hire / }).getAttribute('href')).resolves.toBe(`/app?maidId=${maid.id}`);
    await expect(page.getByRole('tab', { selected: true }).getAttribute('id')).resolves.toBe(`catalogue-tab-${tabs[0]!.matchingType.code}`);
    expect(await page.getByRole('radio', { name: 'Live-in' }).isChecked()).toBe(true);
    await context.close();
  });

  it('opens a shared list link on /hire-maid: the panel on a desktop, #saved on a phone', async () => {
    const listing = (await (await fetch(env.server.baseUrl + urlOf(listMaids, {}, { pageSize: 2 }))).json()) as { maids: Array<{ id: number }> };
    const ids = listing.maids.map((m) => m.id).join(',');
    for (const device of [desktop, phone]) {
      const { context, page } = await open(device);
      await page.goto(`${env.server.baseUrl}/hire-maid?sgl=${ids}`);
      await page.getByRole('tab', { name: /Shared list \(2\)/, selected: true }).waitFor();
      // The parameter leaves the address, so a reload after a removal does not bring a maid back.
      expect(new URL(page.url()).searchParams.has('sgl')).toBe(false);
      if (device === desktop) await page.getByRole('complementary', { name: 'My List' }).waitFor();
      else expect(new URL(page.url()).hash).toBe('#saved');
      await context.close();
    }
  });
});
