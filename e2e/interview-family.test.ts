import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../src/shared/api/contract.js';
import { getInterviewCalendar } from '../src/shared/api/interviews/contracts.js';
import { expectAxeClean } from './support/axe.js';
import { launchBrowser, phone } from './support/browser.js';
import { bookViaUi, dubaiDay, openSlotsForDay } from './support/interviews.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 32, the family's side at 360 px: "Talk to her first" on a card, the booking sheet with the
 * times staff opened, the call's page; then the family moves the call and cancels it. One browser
 * page, the few loads a family makes.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Tomorrow in Dubai, 10:00 to 12:00 every 30 minutes: four times.
  expect(await openSlotsForDay(server)).toHaveLength(4);
  const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 780 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a family talks to her first', () => {
  it('books a call from her card, lands on its page, moves it, then cancels it', async () => {
    await page.goto(`${server.baseUrl}/hire-maid`);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const hire = card.getByRole('link', { name: `Hire ${name}` });
    const talk = card.getByRole('button', { name: 'Talk to her first' });
    // Beside the hire action, as wide, and a full touch target.
    const [hireBox, talkBox] = [(await hire.boundingBox())!, (await talk.boundingBox())!];
    expect(talkBox.width).toBe(hireBox.width);
    expect(talkBox.y).toBeGreaterThan(hireBox.y + hireBox.height);
    expect(talkBox.height).toBeGreaterThanOrEqual(44);

    await talk.click();
    const sheet = page.getByRole('dialog', { name: `Talk to ${name} first` });
    await sheet.getByRole('radio').first().waitFor();
    // The times in Dubai time, by day: tomorrow there, 10:00 to 11:30.
    const tomorrow = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(`${dubaiDay()}T12:00:00+04:00`));
    const day = sheet.getByRole('group', { name: tomorrow });
    expect(await day.getByRole('radio').evaluateAll((inputs) => inputs.map((i) => i.closest('label')!.textContent))).toEqual([
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);
    expect(await elementsPastScreen(page)).toMatchObject({ past: [] });
    await expectAxeClean(page);
    // A refusal at its field, nothing typed lost.
    await sheet.getByLabel('Your mobile number').fill('04 123 4567');
    await sheet.getByRole('radio', { name: '10:30 AM' }).check();
    await sheet.getByRole('button', { name: 'Ask for the call' }).click();
    await expect.poll(() => sheet.getByLabel('Your mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(await sheet.getByRole('radio', { name: '10:30 AM' }).isChecked()).toBe(true);
    await sheet.getByRole('button', { name: 'Close' }).click();

    const token = await bookViaUi(page, { card, time: '10:30 AM', way: 'Video call' });
    expect(token.length).toBeGreaterThan(20);
    await page.getByRole('heading', { level: 1, name: `Your call with ${name}` }).waitFor();
    await page.getByText('Asked: we will confirm the time with her and send you an SMS.').waitFor();
    const when = page.getByText(/10:30 AM \(UAE time\)$/);
    await when.waitFor();
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(pathOf(getInterviewCalendar, { token }));
    expect(await elementsPastScreen(page)).toMatchObject({ past: [] });
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Move the call' }).click();
    await page.getByRole('radio', { name: '11:30 AM' }).check();
    await page.getByRole('button', { name: 'Move the call to this time' }).click();
    await page.getByText('Your call is moved. We will confirm the new time by SMS.').waitFor();
    await page.getByText(/11:30 AM \(UAE time\)$/).waitFor();

    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the call' }).click();
    await page.getByText('You cancelled this call.').waitFor();
    expect(await page.getByRole('button', { name: 'Move the call' }).count()).toBe(0);

    // The link read again (as from the SMS) shows the same, in the page's language.
    await page.goto(`${server.baseUrl}/interview/${token}?lang=ar`);
    await page.getByText('لقد ألغيت هذه المكالمة.').waitFor();
  });

  it('says a forged link is not valid, not a crash', async () => {
    await page.goto(`${server.baseUrl}/interview/not-a-real-link?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' }).waitFor();
  });
});
