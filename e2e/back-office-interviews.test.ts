import { and, eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../src/shared/api/contract.js';
import { bookInterview, listFreeInterviewSlots } from '../src/shared/api/interviews/contracts.js';
import type { FreeSlot } from '../src/shared/api/interviews/schemas.js';
import { addCalendarDays, dubaiDayOf, isWorkingDay } from '../src/shared/service/clocks.js';
import { housemaids, interviews, interviewSlots, smsOutbox } from '../src/server/db/schema.js';
import { json } from '../src/server/test/application.js';
import { CLIENT, runSampleJourney } from '../src/server/test/sample-journey.js';
import { addStaff } from '../src/server/test/staff.js';
import { expectAxeClean } from './support/axe.js';
import { screenshotsAt } from './support/screenshots.js';
import { signIn } from './support/back-office.js';
import { callOn, confirmCall, dubaiClock, dubaiDay, moveCall, openInterviewDay, openSlotsInBulk, recordHeld, slotOn } from './support/back-office-interviews.js';
import { desktop, launchBrowser } from './support/browser.js';
import { elementsPast } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
const db = () => server.database.db;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Staff signed in on a desktop whose clock is New York's: the screen still reads Dubai time. */
async function staffIn(role: 'agent' | 'finance'): Promise<Page> {
  const member = await addStaff(db(), role);
  const page = await (await browser.newContext({ ...desktop, viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' })).newPage();
  await signIn(page, server.baseUrl, member.email);
  await page.getByRole('heading', { name: 'Back office' }).waitFor();
  return page;
}

/** With INTERVIEWS_SCREENSHOTS=<folder>, the page at a desktop's width and a phone's. */
const screenshots = (page: Page, name: string) => screenshotsAt(page, process.env.INTERVIEWS_SCREENSHOTS, name, [1280, 390]);

/** A working day two days ahead or later (Dubai): its times are all still to come. */
function workingDayAhead(): string {
  let day = addCalendarDays(dubaiDayOf(Date.now()), 2);
  while (!isWorkingDay(day, new Set())) day = addCalendarDays(day, 1);
  return day;
}

describe('the Interviews screen', () => {
  it('an agent opens a day in bulk, confirms a family’s call, moves it, and once its time has come records it held with a note; finance reads it', async () => {
    const day = workingDayAhead();
    const page = await staffIn('agent');
    await page.getByRole('link', { name: 'Interviews' }).first().click();
    await page.getByRole('heading', { name: 'Interviews', level: 1 }).waitFor();
    await openInterviewDay(page, server.baseUrl, day);
    expect(await openSlotsInBulk(page, { first: day, last: day, from: '10:00', to: '12:00', every: 30, minutes: 30 })).toBe('4 opened, 0 skipped');
    for (const span of ['10:00–10:30', '10:30–11:00', '11:00–11:30', '11:30–12:00']) await slotOn(page, span).waitFor();
    // The same again: every time exists, nothing new.
    expect(await openSlotsInBulk(page, { first: day, last: day, from: '10:00', to: '12:00' })).toBe('0 opened, 4 skipped');

    // A family books 10:00 (Dubai) through the public API, as their page does.
    const [maid] = await db().select({ id: housemaids.id, name: housemaids.name }).from(housemaids).where(and(eq(housemaids.status, 'available'), eq(housemaids.hidden, false))).limit(1);
    const free = json<{ slots: FreeSlot[] }>(await server.app.inject({ method: 'GET', url: urlOf(listFreeInterviewSlots, {}, { maidId: String(maid!.id) }) })).slots.filter((s) => dubaiDay(s.startsAt) === day);
    expect(free.map((s) => dubaiClock(s.startsAt))).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // The number the family later applies with: sample-journey's client's mobile, as the server keeps it.
    const phone = `+971${CLIENT.phone.replace(/\D/g, '').slice(1)}`;
    const booked = await server.app.inject({ method: 'POST', url: urlOf(bookInterview), payload: { maidId: maid!.id, slotId: free[0]!.id, way: 'video', phone, language: 'ar' } });
    expect(booked.statusCode, booked.body).toBe(200);

    await openInterviewDay(page, server.baseUrl, day);
    const call = callOn(page, maid!.name, '10:00');
    await expect.poll(() => call.getByText('Requested', { exact: true }).isVisible()).toBe(true);
    expect(await call.getByRole('link', { name: '+971 50 123 4567' }).getAttribute('href')).toBe(`tel:${phone}`);
    expect(await call.getByText('Arabic', { exact: true }).isVisible()).toBe(true);
    expect(await call.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// }).isVisible()).toBe(true);

    await confirmCall(page, maid!.name, '10:00');
    await screenshots(page, 'interviews-confirmed');
    await expectAxeClean(page);
    // On a phone's width nothing reaches past the screen or past its panel.
    await page.setViewportSize({ width: 390, height: 844 });
    expect([...(await elementsPast(page)), ...(await elementsPast(page, { within: 'main section' }))]).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await moveCall(page, maid!.name, '10:00', free[2]!.startsAt);
    const moved = callOn(page, maid!.name, '11:00');
    // A staff move keeps the call confirmed.
    await moved.getByText('Confirmed', { exact: true }).waitFor();
    expect(await slotOn(page, '10:00–10:30').getByText('Free', { exact: true }).isVisible()).toBe(true);

    // Finance reads the same day, without a button to act.
    const finance = await staffIn('finance');
    await openInterviewDay(finance, server.baseUrl, day);
    await callOn(finance, maid!.name, '11:00').getByText('Confirmed', { exact: true }).waitFor();
    expect(await finance.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    expect(await finance.getByRole('region', { name: 'Open slots' }).count()).toBe(0);
    await finance.context().close();

    // The call's time comes: as the server's tests do, its time is moved back in the database to an hour ago.
    const [{ slotId }] = (await db().select({ slotId: interviews.slotId }).from(interviews).where(eq(interviews.phone, phone))) as [{ slotId: number }];
    const past = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000);
    await db().update(interviewSlots).set({ startsAt: past }).where(eq(interviewSlots.id, slotId));
    await openInterviewDay(page, server.baseUrl, dubaiDay(past));
    // Its time has come: no move any more, an outcome instead.
    expect(await callOn(page, maid!.name, dubaiClock(past)).getByLabel('Move to').count()).toBe(0);
    await recordHeld(page, maid!.name, dubaiClock(past), 'Good English, calm with the children');
    await screenshots(page, 'interviews-held');
    await expectAxeClean(page);

    const [row] = await db().select({ status: interviews.status, note: interviews.staffNote }).from(interviews).where(eq(interviews.phone, phone));
    expect(row).toEqual({ status: 'held', note: 'Good English, calm with the children' });
    // The family was told of each step by SMS.
    const texts = await db().select({ kind: smsOutbox.kind }).from(smsOutbox).where(and(eq(smsOutbox.toPhone, phone), inArray(smsOutbox.kind, ['interview-booked', 'interview-confirmed', 'interview-moved'])));
    expect(texts.map((t) => t.kind).sort()).toEqual(['interview-booked', 'interview-confirmed', 'interview-moved']);

    // The family then applies for her: the staff application page shows the call they had.
    const { appId } = await runSampleJourney(server.app, db(), { maidId: maid!.id });
    await page.goto(`${server.baseUrl}/admin/application?id=${appId}`);
    const panel = page.getByRole('region', { name: 'Interview calls' });
    const when = await page.evaluate((iso) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), past.toISOString());
    await panel.getByText(`Talked with ${maid!.name} on ${when}: held — Good English, calm with the children`).waitFor();
    expect(await panel.getByText('this application’s maid').isVisible()).toBe(true);
    await screenshots(page, 'application-interview-calls');
    await page.context().close();
  });
});
