import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

// The media budget (docs/performance.md): before any interaction /hire-maid fetches no video byte
// and only the posters of the cards on screen; a card scrolled to gets its poster.


const env = withServerAndBrowser();

interface Box {
  name: string;
  onScreen: boolean;
  poster: string | null;
  height: number;
}

/** Each card's media box (the play button's parent): whether it is on screen, and its poster if any. */
const boxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((b) => /^Play .*'s video$/.test(b.textContent ?? ''))
      .map((b) => {
        const box = b.parentElement!;
        const r = box.getBoundingClientRect();
        const img = box.querySelector('img');
        return {
          name: b.textContent!,
          onScreen: r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
          // The file the browser chose from the <picture> (AVIF or WebP at its width), once it chose.
          poster: img?.currentSrc ? new URL(img.currentSrc).pathname : null,
          height: r.height,
        };
      }),
  );

async function openCatalogue(options: BrowserContextOptions) {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  const posters: string[] = [];
  const videos: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/media/posters/')) posters.push(pathname);
    if (r.resourceType() === 'media' || pathname.startsWith('/media/videos/')) videos.push(pathname);
  });
  await page.goto(env.server.baseUrl + '/hire-maid');
  await page.getByRole('button', { name: /^Play .*'s video$/ }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, posters, videos };
}

/** Before any interaction: every card on screen has its poster requested, no card off screen does. */
async function expectOnlyOnScreenPosters(page: Page, posters: string[]) {
  const all = await boxes(page);
  const onScreen = all.filter((b) => b.onScreen);
  expect(all.length).toBeGreaterThan(onScreen.length);
  expect(onScreen.length).toBeGreaterThan(0);
  for (const box of onScreen) expect(posters, box.name).toContain(box.poster);
  for (const box of all.filter((b) => !b.onScreen)) expect(box.poster, box.name).toBeNull();
  expect(new Set(posters).size).toBe(onScreen.length);
  return all;
}

describe('posters before any interaction on /hire-maid', () => {
  it('on a phone: one card on screen, one poster; a card scrolled to gets its poster in the same box', async () => {
    const { context, page, posters, videos } = await openCatalogue(phone);
    const all = await expectOnlyOnScreenPosters(page, posters);
    expect(all.filter((b) => b.onScreen)).toHaveLength(1);
    // Chromium on a 2x phone takes the AVIF made for twice the card's width, not the JPEG.
    expect(all.find((b) => b.onScreen)!.poster).toMatch(/^\/media\/posters\/demo-\d+-[a-z0-9-]+-720\.avif$/);
    expect(videos).toEqual([]);

    // Scrolled to without a touch (the observer, not the interaction, loads it).
    const third = all[2]!;
    const before = third.height;
    await page.getByRole('button', { name: /^Play .*'s video$/ }).nth(2).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await boxes(page))[2]!.poster).not.toBeNull();
    const after = (await boxes(page))[2]!;
    expect(posters).toContain(after.poster);
    await page.waitForFunction((p) => [...document.images].some((img) => img.complete && img.currentSrc.endsWith(p)), after.poster!);
    // The box kept its size: nothing shifted when the poster arrived.
    expect((await boxes(page))[2]!.height).toBe(before);
    expect(videos).toEqual([]);
    await context.close();
  });

  it('on a desktop: every card on screen gets its poster, none below the fold', async () => {
    const { context, page, posters, videos } = await openCatalogue(desktop);
    const all = await expectOnlyOnScreenPosters(page, posters);
    expect(all.filter((b) => b.onScreen).length).toBeGreaterThan(1);
    expect(videos).toEqual([]);
    await context.close();
  });
});
