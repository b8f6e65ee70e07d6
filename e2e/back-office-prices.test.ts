import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMaids } from '../src/shared/api/catalogue/contracts.js';
import { listMaids as listMaidsSchemas } from '../src/shared/api/catalogue/schemas.js';
import { urlOf } from '../src/shared/api/contract.js';
import type { StaffRole } from '../src/shared/api/admin/schemas.js';
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

async function onPricesPage(role: StaffRole): Promise<Page> {
  const page = await staffPage(browser, server, role);
  await page.getByRole('navigation').getByRole('link', { name: 'Prices' }).click();
  await page.getByRole('heading', { name: 'Prices', level: 1 }).waitFor();
  return page;
}

/** A live-in Filipina maid's monthly total as the public listing gives it to a family's page. */
async function filipinaLiveInTotal(family: Page) {
  const res = await family.request.get(`${server.baseUrl}${urlOf(listMaids, {}, { pageSize: 48 })}`);
  const { maids } = listMaidsSchemas.responses[200].parse(await res.json());
  return maids.find((m) => m.nationalityMatchingType.code === 'filipina' && m.living === 'live_in' && !m.isNanny)?.monthlyTotalFils;
}

describe('prices in the back office', () => {
  it("an editor changes the Filipina live-in fee and offer, sees the new totals, and a family's card carries the new monthly price", async () => {
    const page = await onPricesPage('editor');
    await page.getByRole('note').filter({ hasText: 'Demo prices.' }).waitFor();
    const liveIn = page.getByRole('region', { name: 'Live-in maids' });
    const card = liveIn.getByRole('listitem', { name: 'Filipina' });
    await card.getByText('AED 3,465').waitFor();
    await expectAxeClean(page);

    const family = await (await browser.newContext(phone)).newPage();
    await family.goto(`${server.baseUrl}/hire-maid`);
    expect(await filipinaLiveInTotal(family)).toBe(346_500);

    await card.getByRole('button', { name: 'Edit Live-in maids: Filipina' }).click();
    const form = card.getByRole('form', { name: 'Change Live-in maids: Filipina' });
    await form.getByLabel('Monthly fee before VAT (AED)').fill('3500');
    const offer = form.getByRole('group', { name: /^Item \d+$/ }).filter({ has: page.getByLabel('Off the first month (AED)') });
    expect(await offer.getByLabel('Kind').inputValue()).toBe('first_month');
    // The label in every language (issue 31): the Arabic rewritten with the English; the others emptied, so families read the English.
    await offer.getByLabel('Label families read in English').fill('Filipina offer: AED 300 off the first month');
    await offer.getByLabel('Label families read in Arabic').fill('عرض العاملات الفلبينيات: خصم 300 درهم على الشهر الأول');
    for (const language of ['Hindi', 'Russian', 'French']) await offer.getByLabel(`Label families read in ${language}`).fill('');
    await offer.getByText('Needs translation: Russian, Hindi, French').waitFor();
    await offer.getByLabel('Off the first month (AED)').fill('300');
    // The totals follow the typing: AED 3,500 + 5 % = 3,675; the first month AED 300 + VAT less: 3,360.
    const preview = form.getByRole('region', { name: 'What families will see' });
    await preview.getByText('AED 3,675').waitFor();
    await preview.getByText('AED 3,360').first().waitFor();
    await expectAxeClean(page);

    await form.getByRole('button', { name: 'Save the prices' }).click();
    // Nothing is saved before a check: what changes, from → to, and whom it reaches.
    const check = form.getByRole('region', { name: 'Check before saving' });
    await check.getByRole('listitem').filter({ hasText: 'Monthly fee: AED 3,300 → AED 3,500' }).waitFor();
    await check.getByRole('listitem').filter({ hasText: 'Monthly total a family pays: AED 3,465 → AED 3,675' }).waitFor();
    await check.getByText(/^\d+ maids? on the site (is|are) priced by Live-in maids: Filipina/).waitFor();
    await check.getByText(/keeps? the price (it was|they were) shown|No application is in progress/).waitFor();
    expect(await form.getByLabel('Monthly fee before VAT (AED)').isDisabled()).toBe(true);
    await expectAxeClean(page);
    if (process.env.PRICES_SCREENSHOTS) await page.screenshot({ path: `${process.env.PRICES_SCREENSHOTS}/price-check.png`, fullPage: true });
    await check.getByRole('button', { name: 'Yes, save the new prices' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = liveIn.getByRole('listitem', { name: 'Filipina' });
    expect(await saved.getByRole('definition').allTextContents()).toEqual(['AED 3,500', 'AED 175', 'AED 3,675', 'AED 3,360', 'AED 3,360']);
    await saved.getByRole('listitem').filter({ hasText: 'Filipina offer: AED 300 off the first month' }).getByText('Needs translation: Russian, Hindi, French').waitFor();
    expect(await saved.getByText('Demo values').count()).toBe(0);
    await expectAxeClean(page);

    // Every server rereads the catalogue on the table's notification: the family's next listing has it.
    await expect.poll(() => filipinaLiveInTotal(family), { timeout: 10_000 }).toBe(367_500);
    // Once the cards show prices, the Filipina live-in maids' card shows the new one.
    await family.reload();
    await family.locator('article').first().waitFor();
    const cards = await family.locator('article').allInnerTexts();
    if (cards.some((text) => /AED\s?[\d,]+/.test(text))) expect(cards.some((text) => text.includes('3,675'))).toBe(true);
  });

  it('an offer larger than the fee is refused on the page with the reason, and nothing changes', async () => {
    const page = await onPricesPage('editor');
    const card = page.getByRole('region', { name: 'Nannies' }).getByRole('listitem', { name: 'Filipina' });
    // The list's figures once they are on the page (read too early, they are none).
    await card.getByRole('definition').first().waitFor();
    const before = await card.getByRole('definition').allTextContents();
    expect(before).not.toEqual([]);
    await card.getByRole('button', { name: 'Edit Nannies: Filipina' }).click();
    const form = card.getByRole('form', { name: 'Change Nannies: Filipina' });
    await form.getByLabel('Off the first month (AED)').fill('5000');
    await form.getByRole('button', { name: 'Save the prices' }).click();
    await form.getByRole('alert').filter({ hasText: 'an offer takes at most the monthly fee off the first month' }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await card.getByRole('definition').allTextContents()).toEqual(before);
  });

  it('an editor adds a list for a group and deletes it again; an agent reads the prices without changing them', async () => {
    const page = await onPricesPage('editor');
    const liveOut = page.getByRole('region', { name: 'Live-out maids' });
    await liveOut.getByRole('button', { name: 'Add a list for Live-out maids' }).click();
    const adding = liveOut.getByRole('form', { name: 'New list for Live-out maids' });
    await adding.getByLabel('Nationality group').selectOption({ label: 'Ethiopian' });
    await adding.getByLabel('Monthly fee before VAT (AED)').fill('3600');
    await adding.getByRole('button', { name: 'Add the list' }).click();
    const ethiopian = liveOut.getByRole('listitem', { name: 'Ethiopian' });
    await ethiopian.getByText('AED 3,780').first().waitFor();
    await expectAxeClean(page);
    await ethiopian.getByRole('button', { name: 'Delete Live-out maids: Ethiopian' }).click();
    await ethiopian.getByText('Ethiopian maids will be priced by the general list.').waitFor();
    await ethiopian.getByRole('button', { name: 'Yes, delete it' }).click();
    await ethiopian.waitFor({ state: 'detached' });

    const agent = await onPricesPage('agent');
    await agent.getByText('You can read the prices; editors and admins change them.').waitFor();
    await agent.getByRole('region', { name: 'Live-in maids' }).getByRole('listitem', { name: 'Filipina' }).waitFor();
    expect(await agent.getByRole('button', { name: /^(Edit|Delete|Add a list)/ }).count()).toBe(0);
    await expectAxeClean(agent);
  });
});
