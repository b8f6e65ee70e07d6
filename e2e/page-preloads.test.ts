import { describe, expect, it } from 'vitest';
import { getMaid, getMainCcSiteInfo, listMaids } from '../src/shared/api/catalogue/contracts.js';
import { pathOf, urlOf } from '../src/shared/api/contract.js';
import { getContentPage, getFaq } from '../src/shared/api/site-pages/contracts.js';
import { phone } from './support/browser.js';
import { hydrated } from './support/hydrated.js';
import { withServerAndBrowser } from './support/setup.js';

// The head of each page names the page's own chunks and the data its first screen waits for
// (the route table's page and preload, src/shared/routes.ts, through src/server/web/page-chunks.ts
// and data-preloads.ts): the browser must use what it preloaded, not fetch it a second time, and
// nothing preloaded may go unused. A page the server renders (issue 33) carries its data in its
// HTML instead: no preload, and no request for it.

const env = withServerAndBrowser();

/** A phone's page whose requests (their paths) and console messages are recorded. */
async function watchedPage() {
  // The server's renderer loads once the server is ready (src/server/web/ssr/page-renderer.ts).
  while (!env.server.app.pageRenderer.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
  const context = await env.browser.newContext(phone);
  const page = await context.newPage();
  const requests: string[] = [];
  const messages: Array<{ type: string; text: string }> = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return { context, page, requests, messages };
}

async function load(route: string, ready: string) {
  const { context, page, requests, messages } = await watchedPage();
  const response = await page.goto(env.server.baseUrl + route);
  const body = await response!.text();
  const html = body.slice(0, body.indexOf('</head>'));
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Chromium says so a few seconds after the load when a preload went unused.
  await page.waitForTimeout(3500);
  await context.close();
  const warnings = messages.filter((m) => m.type === 'warning' || m.type === 'error').map((m) => m.text);
  // A server-rendered page names its chunks for after its first paint (src/server/web/ssr/first-paint.ts).
  const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"|<meta name="start-preload" content="([^"]+)"/g)].map(
    (m) => (m[1] ?? m[2])!.split('?')[0]!,
  );
  return { requests, warnings, preloaded, html };
}

const count = (list: string[], item: string) => list.filter((x) => x === item).length;

// Side by side: each page waits out Chromium's few seconds in its own context.
describe.concurrent('what a page preloads from its head', () => {
  it('/hire-maid: its chunk, fetched once and used; the main site info and the cards come in its HTML', async () => {
    const { requests, warnings, preloaded } = await load('/hire-maid', 'Full-time maids available now');
    const siteInfo = getMainCcSiteInfo.path;
    expect(preloaded).not.toContain(siteInfo);
    expect(preloaded.some((p) => /\/assets\/hire-maid-page-[\w-]+\.js$/.test(p))).toBe(true);
    expect(count(requests, siteInfo)).toBe(0);
    expect(count(requests, listMaids.path)).toBe(0);
    for (const file of preloaded) expect(count(requests, file), file).toBe(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });

  it('a server-rendered page: its styles inline (no stylesheet fetched), its scripts started after the paint; the next page gets its own', async () => {
    const { context, page, requests, messages } = await watchedPage();
    const head = await (await page.goto(env.server.baseUrl + '/'))!.text();
    expect(head).not.toMatch(/<script type="module"|<link rel="stylesheet"/);
    expect(head).toMatch(/<style data-href="\/assets\/index-[\w-]+\.css">/);
    // The app starts (the inline start script is allowed by the page's policy) and takes the page over:
    // the catalogue link then opens /hire-maid without a page load, and that page fetches its own styles.
    await hydrated(page);
    expect(requests.filter((r) => r.endsWith('.css'))).toEqual([]);
    await page.getByRole('link', { name: 'Hire a Maid' }).first().click();
    await page.getByRole('heading', { name: 'Full-time maids available now' }).waitFor();
    expect(count(requests, '/hire-maid')).toBe(0);
    const styles = requests.filter((r) => r.endsWith('.css'));
    expect(styles).toContainEqual(expect.stringMatching(/^\/assets\/catalogue-[\w-]+\.css$/));
    expect(styles).toContainEqual(expect.stringMatching(/^\/assets\/hire-maid-page-[\w-]+\.css$/));
    expect(styles).not.toContainEqual(expect.stringMatching(/^\/assets\/index-/));
    expect(await page.getByRole('article').first().evaluate((card) => getComputedStyle(card).display)).not.toBe('inline');
    expect(messages.filter((m) => /content security policy/i.test(m.text))).toEqual([]);
    await context.close();
  });

  it('/shortlisted-maids: its chunks, used, and no data it does not wait for', async () => {
    const { requests, warnings, preloaded } = await load('/shortlisted-maids', 'My List');
    expect(preloaded.some((p) => /\/assets\/shortlisted-maids-page-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloaded.filter((p) => p.startsWith('/api/'))).toEqual([]);
    for (const file of preloaded) expect(count(requests, file), file).toBe(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });

  it("/maid/:id: her page's chunk, fetched once and used; her data comes in its HTML", async () => {
    const list = (await (await fetch(env.server.baseUrl + urlOf(listMaids, {}, { page: 1, pageSize: 1 }))).json()) as { maids: Array<{ id: number; name: string }> };
    const maid = list.maids[0]!;
    const { requests, warnings, preloaded } = await load(`/maid/${maid.id}`, 'Hire ');
    expect(preloaded).not.toContain(getMaid.path);
    expect(preloaded.some((p) => /\/assets\/maid-page-[\w-]+\.js$/.test(p))).toBe(true);
    expect(count(requests, getMaid.path)).toBe(0);
    for (const file of preloaded) expect(count(requests, file), file).toBe(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });

  // Issue 31: their texts are staff's, in the page's language; the page waits for them, so they must come with the page.
  it('/hire-maid/faq in Arabic: its chunk, used; its entries in Arabic come in its HTML', async () => {
    const { requests, warnings, preloaded } = await load('/hire-maid/faq?lang=ar', 'كيف أختار عاملة منزلية؟');
    expect(preloaded).not.toContain(getFaq.path);
    expect(count(requests, getFaq.path)).toBe(0);
    for (const file of preloaded) expect(count(requests, file), file).toBe(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });

  it('/services: its texts come in its HTML', async () => {
    const { requests, warnings, preloaded } = await load('/services', 'Maid visa');
    const services = pathOf(getContentPage, { pageCode: 'services' });
    expect(preloaded).not.toContain(services);
    expect(count(requests, services)).toBe(0);
    for (const file of preloaded) expect(count(requests, file), file).toBe(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });
});
