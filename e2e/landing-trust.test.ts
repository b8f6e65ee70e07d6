import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteParameters } from '../src/server/db/schema.js';
import { phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

/**
 * Issue 18, a design that earns trust: the landing page's trust section (licence, Google rating,
 * the refund rule) reads the database, the reviews come from the server marked as demo, hiring is
 * told in four steps, and a card's video box is no taller than 4:5 on a 360 px phone.
 */
const env = withServerAndBrowser();

async function open(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ ...phone, viewport: { width, height: 800 } });
  const origin = new URL(env.server.baseUrl).origin;
  await context.route((url) => url.origin !== origin, (r) => r.abort());
  return { context, page: await context.newPage() };
}

const setParameter = (code: string, value: string) =>
  env.server.database.db.update(siteParameters).set({ value }).where(eq(siteParameters.code, code));

describe('the landing page', () => {
  it('shows the licence number and the Google rating staff keep in the database, and the refund rule', async () => {
    await setParameter('licence_number', 'E2E-7788');
    await setParameter('google_rating', '4.7');
    await setParameter('google_review_count', '1234');
    const { context, page } = await open(390);
    await page.goto(env.server.baseUrl + '/');
    const trust = page.getByRole('region', { name: 'Why families trust us' });
    await trust.getByText('Licence number: E2E-7788').waitFor();
    await trust.getByText('4.7 out of 5, from 1,234 reviews').waitFor();
    const policy = await trust.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Replacement or refund' }) }).innerText();
    expect(policy).toContain('during her probation period, we replace her or refund the recruitment fee');
    expect(policy).toContain('Federal Decree-Law No. 9 of 2022');
    await context.close();
  });

  it('shows the reviews the server seeded, marked as demo reviews', async () => {
    const { context, page } = await open(390);
    await page.goto(env.server.baseUrl + '/');
    const reviews = page.getByRole('region', { name: 'What families say' });
    await reviews.getByText(/^Demo reviews/).waitFor();
    expect(await reviews.getByRole('blockquote').count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('tells how hiring works in four steps, and leads to the catalogue', async () => {
    const { context, page } = await open(360);
    await page.goto(env.server.baseUrl + '/');
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(4);
    await page.getByRole('main').getByRole('link', { name: 'Hire a Maid' }).click();
    await page.waitForURL(/\/hire-maid$/);
    await context.close();
  });
});

describe('a maid card on a 360 px phone', () => {
  it('keeps its video box no taller than 4:5, so the name and price show beside it', async () => {
    const { context, page } = await open(360);
    await page.goto(env.server.baseUrl + '/hire-maid');
    const card = page.getByRole('article').first();
    const play = card.getByRole('button', { name: /^Play .+'s video$/ });
    await play.waitFor();
    // The play button sits in the middle of the video box: its parent is the box.
    const box = await play.locator('xpath=..').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeLessThanOrEqual(box!.width * 1.25 + 1);
    // The card's hire button ends within one phone screen's height below the card's top.
    const cardBox = (await card.boundingBox())!;
    const hire = (await card.getByRole('link', { name: /^Hire / }).boundingBox())!;
    expect(hire.y + hire.height - cardBox.y).toBeLessThanOrEqual(page.viewportSize()!.height);
    await context.close();
  });
});
