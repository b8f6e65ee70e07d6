import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import type { Browser } from 'playwright-core';

// The demo catalogue as a family meets it: each card's clip speaks with captions naming that very
// maid, and a line at the top says the maids are demo data, only while SEED_DEMO_DATA is on.

let browser: Browser;
let demo: RunningServer;
let real: RunningServer;
beforeAll(async () => {
  [browser, demo, real] = await Promise.all([launchBrowser(), startServer(), startServer({ SEED_DEMO_DATA: 'false' })]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([demo?.close(), real?.close()]);
});

async function open(server: RunningServer) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(server.baseUrl + '/hire-maid');
  await page.getByRole('contentinfo').waitFor();
  return { context, page };
}

describe('the demo catalogue', () => {
  it("plays a card's clip with captions that name the maid on the card", async () => {
    const { context, page } = await open(demo);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Play ${name}'s video` }).click();
    const cues = await card.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<string[]>((resolve) => {
          const track = video.textTracks[0]!;
          const read = () => [...(track.cues ?? [])].map((c) => (c as VTTCue).text);
          const element = video.querySelector('track')!;
          if (element.readyState === 2) resolve(read());
          else element.addEventListener('load', () => resolve(read()), { once: true });
        }),
    );
    expect(cues.join(' ')).toContain(`my name is ${name},`);
    await context.close();
  });

  it('says at the top of the page, above the header, that the maids are demo data', async () => {
    const { context, page } = await open(demo);
    const mark = page.getByRole('complementary', { name: 'Demo data' });
    expect(await mark.textContent()).toMatch(/made up/);
    const [above, header] = await Promise.all([mark.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(above!.y + above!.height).toBeLessThanOrEqual(header!.y + 1);
    await context.close();
  });

  it('says nothing of the kind when SEED_DEMO_DATA is off', async () => {
    const { context, page } = await open(real);
    expect(await page.getByRole('complementary', { name: 'Demo data' }).count()).toBe(0);
    expect(await page.getByText('Demo data').count()).toBe(0);
    await context.close();
  });
});
