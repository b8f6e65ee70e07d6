import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Issue 31: staff write the FAQ and the content pages in each language; a family reads its own. */
describe('the FAQ and content pages, written by staff', () => {
  it('an FAQ entry written in Arabic shows on the Arabic FAQ page, its English on the Hindi one', async () => {
    const staff = await staffPage(browser, server, 'editor');
    await staff.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
    await staff.getByRole('listitem', { name: 'FAQ entry 1', exact: true }).waitFor();
    await expectAxeClean(staff);
    await staff.getByRole('button', { name: 'Add an entry' }).click();
    const form = staff.getByRole('form', { name: 'New FAQ entry' });
    await form.getByLabel('Question in English').fill('Do you work on Fridays?');
    await form.getByLabel('Question in Arabic').fill('هل تعملون يوم الجمعة؟');
    await form.getByLabel('Answer in English').fill('Yes, every day.');
    await form.getByLabel('Answer in Arabic').fill('نعم، كل يوم.');
    await form.getByRole('button', { name: 'Add' }).click();
    const added = staff.getByRole('listitem', { name: 'FAQ entry 13' });
    await added.getByText('Needs translation: Russian, Hindi, French').first().waitFor();

    const family = await (await browser.newContext(phone)).newPage();
    await family.goto(`${server.baseUrl}/hire-maid/faq?lang=ar`);
    await family.getByText('هل تعملون يوم الجمعة؟').click();
    await expect(family.getByText('نعم، كل يوم.').isVisible()).resolves.toBe(true);
    await family.goto(`${server.baseUrl}/hire-maid/faq?lang=hi`);
    await family.getByText('Do you work on Fridays?').waitFor();
    await family.context().close();
    await staff.context().close();
  });

  it('a content page’s Arabic title changed by staff is what the Arabic page shows, the other languages kept', async () => {
    // The Arabic page is kept by the server (issue 33) before staff change it: their save clears it.
    while (!server.app.pageRenderer.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
    const arabic = () => fetch(`${server.baseUrl}/services?lang=ar`).then(async (res) => ({ cache: res.headers.get('x-page-cache'), html: await res.text() }));
    await arabic();
    expect((await arabic()).cache).toBe('hit');
    const staff = await staffPage(browser, server, 'editor');
    await staff.getByRole('navigation').getByRole('link', { name: 'Content pages' }).click();
    await staff.getByRole('link', { name: 'Our services' }).click();
    await expectAxeClean(staff);
    await staff.getByLabel('Title in Arabic').fill('خدماتنا للعائلات');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByRole('status').waitFor();
    const after = await arabic();
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('خدماتنا للعائلات');

    const family = await (await browser.newContext(phone)).newPage();
    await family.goto(`${server.baseUrl}/services?lang=ar`);
    await expect(family.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('خدماتنا للعائلات');
    await family.goto(`${server.baseUrl}/services?lang=fr`);
    await expect(family.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Nos services');
    await family.context().close();
    await staff.context().close();
  });
});
