import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untranslatedWords } from '../src/shared/i18n/untranslated-text.js';
import { DEMO_TESTIMONIALS } from '../src/server/seed/testimonials.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const REVIEW = {
  en: { quote: 'The agency found us a nanny who speaks Arabic with our children.', city: 'Ras Al Khaimah' },
  ar: { quote: 'وجد لنا المكتب مربية تتحدث العربية مع أطفالنا.', city: 'رأس الخيمة' },
  name: 'Huda A.',
};

/** The landing page as a family on a phone opens it with ?lang=; its testimonials section once shown. */
async function landingIn(lang: 'ar' | 'en'): Promise<Page> {
  const family = await (await browser.newContext(phone)).newPage();
  await family.goto(`${server.baseUrl}/?lang=${lang}`);
  return family;
}

describe('a testimonial staff write in Arabic', () => {
  it('an editor writes it with its Arabic quote and city and publishes it; the Arabic landing shows the Arabic, the English landing the English', async () => {
    const page = await staffPage(browser, server, 'editor');
    await page.getByRole('navigation').getByRole('link', { name: 'Testimonials' }).click();
    await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add a testimonial' }).click();
    const form = page.getByRole('form', { name: 'New testimonial' });
    await form.getByLabel('Quote in English').fill(REVIEW.en.quote);
    await form.getByLabel('Quote in Arabic').fill(REVIEW.ar.quote);
    await form.getByLabel('City in English').fill(REVIEW.en.city);
    await form.getByLabel('City in Arabic').fill(REVIEW.ar.city);
    await form.getByLabel('Family’s name').fill(REVIEW.name);
    await form.getByLabel('Stars').selectOption('5');
    await form.getByLabel('Published on the landing page').check();
    await form.getByRole('button', { name: 'Add' }).click();

    // In the list, published, with the languages still to write marked.
    const card = page.getByRole('listitem', { name: `Testimonial from ${REVIEW.name}` });
    await card.getByText(REVIEW.en.quote).waitFor();
    await card.getByText('Published', { exact: true }).waitFor();
    expect(await card.getByText('Needs translation: Russian, Hindi, French').count()).toBe(2);
    await expectAxeClean(page);

    const arabic = await landingIn('ar');
    const section = arabic.getByRole('region').filter({ has: arabic.getByText(REVIEW.ar.quote) });
    await section.waitFor();
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await section.getByText(REVIEW.ar.city, { exact: true }).waitFor();
    await section.getByText(REVIEW.name, { exact: true }).waitFor();
    expect(await arabic.getByText(REVIEW.en.quote).count()).toBe(0);
    // Nothing in the section is left in English but the families' names (the demo ones in Arabic too).
    const names = [REVIEW.name, ...DEMO_TESTIMONIALS.map((x) => x.name)];
    expect(untranslatedWords(await section.innerText(), 'ar', names)).toEqual([]);

    const english = await landingIn('en');
    const englishSection = english.getByRole('region').filter({ has: english.getByText(REVIEW.en.quote) });
    await englishSection.waitFor();
    await englishSection.getByText(REVIEW.en.city, { exact: true }).waitFor();
    expect(await english.getByText(REVIEW.ar.quote).count()).toBe(0);
  });
});
