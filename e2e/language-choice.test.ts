import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.js';
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

const SCRIPTS = { ar: /[\u0600-\u06ff]/, hi: /[\u0900-\u097f]/, ru: /[\u0400-\u04ff]/ } as const;
const catalogue = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../src/shared/i18n/catalogues/${lang}.json`), 'utf8')) as Record<string, string>;

it.each(['ar', 'hi', 'ru', 'fr'] as const)('shows the landing page and /hire-maid in %s: the title and the visible text', async (lang) => {
  const texts = catalogue(lang);
  const context = await env.browser.newContext(phone);
  const page = await context.newPage();
  for (const [route, title, heading] of [
    ['/', 'Hire a Full-time Maid in the UAE', undefined],
    ['/hire-maid', 'Full-time Maids Available Now', 'Full-time maids available now'],
  ] as const) {
    await page.goto(`${env.server.baseUrl}${route}?lang=${lang}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    // The server's head is already in the language; the app's own texts follow from the first render.
    expect(await page.title()).toBe(`${texts[title]} | ${await page.evaluate(() => document.title.split(' | ').at(-1))}`);
    if (heading) await expect(h1.innerText()).resolves.toBe(texts[heading]);
    const body = await page.locator('main').innerText();
    if (lang !== 'fr') expect(body).toMatch(SCRIPTS[lang]);
    else expect(body).toContain(texts[route === '/' ? 'How it works' : 'Questions?']);
  }
  await context.close();
});

it('switches to Arabic from the header at 360 px: right to left, Arabic script, nothing wider than the screen, axe clean', async () => {
  const context = await env.browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${env.server.baseUrl}/hire-maid`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('banner').getByLabel('Language').click();
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
  await page.waitForURL(/lang=ar/);
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.waitFor();
  await expect(page.evaluate(htmlLanguage)).resolves.toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(h1.innerText()).resolves.toMatch(SCRIPTS.ar);
  // The footer offers the same choice, the current language marked.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'العربية' }).getAttribute('aria-current')).resolves.toBe('true');
  // Outside the nationality tabs, which scroll sideways inside their own row.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => !e.closest('[role="tablist"]'))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
      })
      .map((e) => `${e.tagName}.${e.className}`),
  );
  expect(wider).toEqual([]);
  await expectAxeClean(page);
  await context.close();
});
