import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone } from './support/browser.js';
import { elementsPastScreen } from './support/screen-width.js';
import { withServerAndBrowser } from './support/setup.js';

/**
 * The site's frame on a first visit (issue 16): the phone header with the My List heart fits 360
 * and 390 px, nanny mode reads sensibly, and the footer carries the site's links and numbers.
 */
const env = withServerAndBrowser();
const SHOTS = process.env.SHOTS_DIR;

async function open(options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(options);
  const origin = new URL(env.server.baseUrl).origin;
  // WhatsApp and other external links must not reach the internet.
  await context.route((url) => url.origin !== origin, (r) => r.abort());
  return { context, page: await context.newPage() };
}

const phoneAt = (width: number): BrowserContextOptions => ({ ...phone, viewport: { width, height: 800 } });

async function shoot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

describe.each([360, 390])('the phone header at %i px', (width) => {
  it('fits the landing page', async () => {
    const { context, page } = await open(phoneAt(width));
    await page.goto(env.server.baseUrl + '/');
    await page.getByRole('banner').getByText('We reply within 1 minute').waitFor();
    await page.getByRole('banner').getByRole('link', { name: /WhatsApp/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(elementsPastScreen(page, { countFixed: true })).resolves.toEqual({ width, scrollWidth: width, past: [] });
    await shoot(page, `landing-${width}`);
    await context.close();
  });

  it('fits /hire-maid with the My List heart and its badge on screen, touch targets of 44 px', async () => {
    const { context, page } = await open(phoneAt(width));
    await page.goto(env.server.baseUrl + '/hire-maid');
    await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
    const heart = page.getByRole('button', { name: 'My List, 1 saved' });
    await heart.waitFor();
    await page.waitForLoadState('networkidle');
    await expect(elementsPastScreen(page, { countFixed: true })).resolves.toEqual({ width, scrollWidth: width, past: [] });
    const badge = (await page.getByTestId('my-list-count').boundingBox())!;
    expect(badge.x).toBeGreaterThanOrEqual(0);
    expect(badge.x + badge.width).toBeLessThanOrEqual(width);
    const header = page.getByRole('banner');
    for (const target of await header.locator('a, button').all()) {
      const box = (await target.boundingBox())!;
      expect(box.width, await target.getAttribute('aria-label') ?? await target.innerText()).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await shoot(page, `hire-maid-${width}`, false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shoot(page, `hire-maid-${width}-end`, false);
    await context.close();
  });
});

it('gives the landing header WhatsApp button room above it', async () => {
  for (const options of [phoneAt(390), desktop]) {
    const { context, page } = await open(options);
    await page.goto(env.server.baseUrl + '/');
    const button = (await page.getByRole('banner').getByRole('link', { name: /WhatsApp/ }).boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(8);
    await context.close();
  }
});

describe('nanny mode', () => {
  it('reads sensibly where the nanny campaign lands (/dynamic?utm_content=nanny_ads)', async () => {
    const { context, page } = await open(phoneAt(390));
    await page.goto(env.server.baseUrl + '/dynamic?utm_content=nanny_ads');
    await page.waitForURL(/target=nanny/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Full-time nannies in the UAE');
    await page.getByRole('heading', { level: 2, name: 'Hire a full-time nanny' }).waitFor();
    await page.getByText(/^Already have a maid or nanny\?/).waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/nann(y|ies) (and|or) nann/i);
    expect(text).not.toMatch(/Already have a nanny\?/);
    await expect(page.title()).resolves.not.toMatch(/nann(y|ies),? (and|or)? ?nann/i);
    await shoot(page, 'nanny-390');
    await context.close();
  });
});

describe('the footer', () => {
  it.each(['/', '/hire-maid', '/legal', '/app?maidId=1'])('links the site pages, the numbers and the licence on %s', async (path) => {
    const { context, page } = await open(phoneAt(390));
    await page.goto(env.server.baseUrl + path);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const links = footer.getByRole('link');
    await expect(links.getByText('About us').count()).resolves.toBe(1);
    for (const [name, href] of [
      ['About us', '/aboutus'],
      ['Locations', '/locations'],
      ['Legal', '/legal'],
      ['Terms of service', '/terms-of-service'],
      ['Services', '/services'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await expect(footer.getByRole('link', { name: /^Call / }).first().getAttribute('href')).resolves.toMatch(/^tel:\+971\d+$/);
    await expect(footer.getByRole('link', { name: /^WhatsApp / }).first().getAttribute('href')).resolves.toMatch(/wa\.me|whatsapp/);
    await footer.getByText(/licensed/i).waitFor();
    await footer.getByRole('link', { name: /^Call / }).waitFor();
    const axe = await new AxeBuilder({ page }).include('footer').include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('goes to its page and is not in the back office', async () => {
    const { context, page } = await open(desktop);
    await page.goto(env.server.baseUrl + '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Locations', exact: true }).click();
    await page.waitForURL(/\/locations$/);
    await page.getByRole('contentinfo').waitFor();
    await shoot(page, 'locations-1366');
    await page.goto(env.server.baseUrl + '/admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await context.close();
  });
});

it.runIf(SHOTS)('screenshots at 1366 px', async () => {
  const { context, page } = await open(desktop);
  for (const [name, path] of [['landing', '/'], ['nanny', '/?target=nanny']] as const) {
    await page.goto(env.server.baseUrl + path);
    await page.waitForLoadState('networkidle');
    await shoot(page, `${name}-1366`);
  }
  await page.goto(env.server.baseUrl + '/hire-maid');
  await page.getByRole('button', { name: /^Add .* to My List$/ }).first().click();
  await page.getByRole('button', { name: 'My List, 1 saved' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'hire-maid-1366', false);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shoot(page, 'hire-maid-1366-end', false);
  await context.close();
});
