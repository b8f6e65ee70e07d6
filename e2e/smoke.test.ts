import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('serves the home page with its title and a heading', async () => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(server.baseUrl + '/');
  await expect(page.title()).resolves.toMatch(/Hire a Full-time Maid in the UAE/);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
  await context.close();
});
