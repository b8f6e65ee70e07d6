import { expect, it } from 'vitest';
import { phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

const env = withServerAndBrowser();

it('serves the home page with its title and a heading', async () => {
  const context = await env.browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(env.server.baseUrl + '/');
  await expect(page.title()).resolves.toMatch(/Hire a Full-time Maid in the UAE/);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
  await context.close();
});
