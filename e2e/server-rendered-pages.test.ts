import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMainCcSiteInfo, listMaids, MAIN_SITE_INFO_QUERY } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { amountInText } from '../src/shared/pricing/money.js';
import { LANGUAGES, type Language } from '../src/shared/tracking.js';
import { housemaids } from '../src/server/db/schema.js';
import { phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

// Issue 33: the first screen of the public pages arrives as HTML (src/web/entry-server.tsx,
// src/server/web/ssr/), kept per page, language and mode until the catalogue or staff change it.
const env = withServerAndBrowser();

interface Card {
  id: number;
  name: string;
  monthlyTotalFils: number | null;
}

/** The renderer loads after the server is ready (a restart does not wait for it). */
async function rendererLoaded() {
  while (!env.server.app.pageRenderer.ready()) await sleep(20);
}

async function get(pathAndQuery: string, cookie?: string) {
  const res = await fetch(`${env.server.baseUrl}${pathAndQuery}`, cookie ? { headers: { cookie } } : {});
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

const catalogue = (lang: Language) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../src/shared/i18n/catalogues/${lang}.json`), 'utf8')) as Record<string, string>;
const aMonth = (lang: Language, fils: number) => (lang === 'en' ? '{amount} a month' : catalogue(lang)['{amount} a month']!).replace('{amount}', amountInText(fils));

/** The first tab's first cards, as the API gives them in a language. */
async function firstCards(lang: Language): Promise<Card[]> {
  const headers = { cookie: `lang=${lang}` };
  const info = (await (await fetch(`${env.server.baseUrl}${urlOf(getMainCcSiteInfo, {}, MAIN_SITE_INFO_QUERY)}`, { headers })).json()) as {
    matchingTypes: Array<{ id: number; notAllowed: boolean }>;
  };
  const tab = info.matchingTypes.find((t) => !t.notAllowed)!;
  const list = (await (await fetch(`${env.server.baseUrl}${urlOf(listMaids, {}, { matchingType: tab.id, page: 1, pageSize: 12 })}`, { headers })).json()) as { maids: Card[] };
  return list.maids.slice(0, 4);
}

/** The page's app root: what the server rendered into it. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="page-data">/.exec(html)?.[1] ?? '';

describe('server-rendered first screen', () => {
  it('/hire-maid arrives with its first cards, names and prices, in every language', async () => {
    await rendererLoaded();
    for (const lang of LANGUAGES) {
      const cards = await firstCards(lang);
      expect(cards.length).toBeGreaterThan(0);
      const page = await get(`/hire-maid?lang=${lang}`);
      const root = rootOf(page.html);
      for (const card of cards) {
        expect(root, `${lang}: ${card.name}`).toContain(card.name);
        if (card.monthlyTotalFils !== null) expect(root, `${lang}: ${card.name}'s price`).toContain(aMonth(lang, card.monthlyTotalFils));
      }
      // The data it was rendered with goes with it: the browser does not ask again.
      expect(page.html).toMatch(/id="page-data">\{.*"listmaids"/);
    }
  });

  it("a maid's page arrives with her name, facts and price", async () => {
    await rendererLoaded();
    const [maid] = await firstCards('en');
    const page = await get(`/maid/${maid!.id}`);
    const root = rootOf(page.html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${maid!.name}</h1>`));
    expect(root).toContain('Languages');
    expect(root).toContain(aMonth('en', maid!.monthlyTotalFils!));
    const arabic = rootOf((await get(`/maid/${maid!.id}?lang=ar`)).html);
    expect(arabic).toContain(aMonth('ar', maid!.monthlyTotalFils!));
  });

  it('keeps a page per language and mode, and a maid staff hide is gone from the next one', async () => {
    await rendererLoaded();
    const [maid] = await firstCards('en');
    await get('/hire-maid');
    const kept = await get('/hire-maid');
    expect(kept.cache).toBe('hit');
    expect(rootOf(kept.html)).toContain(maid!.name);
    // Another language or nanny mode is a page of its own.
    expect((await get('/hire-maid?lang=fr')).html).toContain('lang="fr"');
    expect(rootOf((await get('/hire-nanny')).html)).toContain('nann');

    await env.server.app.database.db.update(housemaids).set({ hidden: true }).where(eq(housemaids.id, maid!.id));
    try {
      await env.server.app.catalogue.sync();
      const after = await get('/hire-maid');
      expect(after.cache).toBe('miss');
      expect(rootOf(after.html)).not.toContain(`>${maid!.name}<`);
    } finally {
      await env.server.app.database.db.update(housemaids).set({ hidden: false }).where(eq(housemaids.id, maid!.id));
      await env.server.app.catalogue.sync();
    }
  });

  it('never keeps a personal page: My List and a shared list are rendered for their visitor alone', async () => {
    await rendererLoaded();
    for (const cookie of ['lang=en; requestedMaids=1', 'lang=en; requestedMaids=2']) {
      const myList = await get('/shortlisted-maids', cookie);
      expect(myList.cache).toBeNull();
      expect(myList.html).toContain('<div id="root"></div>');
    }
    // A query the page reads beyond the language and mode (a shared list, a campaign) is not kept.
    expect((await get('/hire-maid?sgl=abc')).cache).toBe('miss');
    expect((await get('/hire-maid?sgl=abc')).cache).toBe('miss');
  });

  it("hydrates a returning visitor's pages without a mismatch: her chosen tab and My List fill in after", async () => {
    await rendererLoaded();
    const context = await env.browser.newContext(phone);
    const page = await context.newPage();
    const hydration: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|#418|#423|#425/i.test(m.text())) hydration.push(m.text().slice(0, 300));
    });
    await page.goto(`${env.server.baseUrl}/hire-maid`);
    await page.getByRole('article').first().waitFor();
    // A tab other than the first (kept in this browser's storage), and a maid in My List.
    const second = page.getByRole('tab').nth(1);
    const secondName = (await second.textContent())!;
    await second.click();
    const selectedTab = page.getByRole('tab', { selected: true }).filter({ hasText: secondName });
    await selectedTab.waitFor();
    await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
    // Nanny mode chosen once (?switch_m=nanny) is kept by the session for later pages.
    for (const [i, path] of ['/hire-maid', '/hire-maid?lang=ar', '/hire-nanny', '/', '/?switch_m=nanny', '/hire-maid'].entries()) {
      await page.goto(`${env.server.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      if (i === 0) {
        await selectedTab.waitFor();
        await page.getByRole('button', { name: /^Remove .* from My List$/ }).first().waitFor();
      }
    }
    expect(hydration).toEqual([]);
    await context.close();
  });

  it('acts on a button pressed before the app has taken over the page, once it has', async () => {
    await rendererLoaded();
    const context = await env.browser.newContext(phone);
    const page = await context.newPage();
    // The app's entry script is held back until the press has been made.
    let release!: () => void;
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto(`${env.server.baseUrl}/hire-maid`);
    await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
    release();
    await page.getByRole('button', { name: 'My List, 1 saved' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove .* from My List$/ }).count()).toBe(1);
    await context.close();
  });

  it('is readable with JavaScript off: the catalogue and a maid page', async () => {
    await rendererLoaded();
    const [maid] = await firstCards('en');
    const context = await env.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.baseUrl}/hire-maid`);
    await page.getByRole('heading', { level: 2, name: maid!.name }).waitFor();
    await page.getByText(aMonth('en', maid!.monthlyTotalFils!)).first().waitFor();
    await page.goto(`${env.server.baseUrl}/maid/${maid!.id}`);
    await page.getByRole('heading', { level: 1, name: maid!.name }).waitFor();
    await context.close();
  });
});
