import { expect, it } from 'vitest';
import { phone } from './support/browser.js';
import { withServerAndBrowser } from './support/setup.js';

const env = withServerAndBrowser();

const htmlLanguage = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

it('keeps the language of ?lang= on the next visits, from the first paint, until ?lang=en', async () => {
  const context = await env.browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${env.server.baseUrl}/hire-maid?lang=ar`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // After the app has run: the page's script follows what the server rendered.
  await expect(page.evaluate(htmlLanguage)).resolves.toEqual({ lang: 'ar', dir: 'rtl' });

  const next = await page.goto(`${env.server.baseUrl}/`);
  expect(await next!.text()).toMatch(/<html lang="ar" dir="rtl">/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(page.evaluate(htmlLanguage)).resolves.toEqual({ lang: 'ar', dir: 'rtl' });

  await page.goto(`${env.server.baseUrl}/?lang=en`);
  await page.goto(`${env.server.baseUrl}/hire-maid`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(page.evaluate(htmlLanguage)).resolves.toEqual({ lang: 'en', dir: 'ltr' });
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'lang' }));
  await context.close();
});
