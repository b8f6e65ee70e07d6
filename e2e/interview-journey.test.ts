import ICAL from 'ical.js';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housemaids, interviews, interviewSlots, smsOutbox } from '../src/server/db/schema.js';
import { getInterview } from '../src/shared/api/interviews/contracts.js';
import type { FamilyInterview, FreeSlot } from '../src/shared/api/interviews/schemas.js';
import { urlOf } from '../src/shared/api/contract.js';
import ar from '../src/shared/i18n/catalogues/ar.json' with { type: 'json' };
import { timeText } from '../src/web/features/interviews/slot-times.js';
import { staffPage } from './support/back-office.js';
import { confirmCall, dubaiClock, dubaiDay as dayOf, openInterviewDay, recordHeld } from './support/back-office-interviews.js';
import { launchBrowser, phone } from './support/browser.js';
import { bookViaUi, openSlotsForDay } from './support/interviews.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Issue 32's whole journey at 360 px, in English and in Arabic: a family asks for a call from a
 * maid's card; the SMS names her and carries the link, whose calendar file is parsed; staff
 * confirm it on the Interviews screen; the family moves it from their link; staff record it held;
 * "Hire her" on the link then opens the application with her.
 */

let server: RunningServer;
let browser: Browser;
let staff: Page;
let free: FreeSlot[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Tomorrow in Dubai, 10:00 to 12:00 every 30 minutes: a time and the one it moves to per language.
  free = await openSlotsForDay(server);
  expect(free).toHaveLength(4);
  staff = await staffPage(browser, server, 'agent');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Lang = 'en' | 'ar';
/** The page's words for an English text: the Arabic catalogue's, its {placeholders} filled. */
const sayIn =
  (lang: Lang) =>
  (english: string, values: Record<string, string> = {}): string => {
    const text = lang === 'en' ? english : (ar as Record<string, string>)[english];
    expect(text, `the Arabic of "${english}"`).toBeTruthy();
    return text!.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
  };

const lastText = async (phoneE164: string, kind: string) =>
  (await server.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.toPhone, phoneE164), eq(smsOutbox.kind, kind))).orderBy(desc(smsOutbox.id)).limit(1))[0];

const JOURNEYS = [
  { lang: 'en' as const, card: 0, book: 0, moveTo: 1, phone: '050 321 0001', e164: '+971503210001' },
  { lang: 'ar' as const, card: 1, book: 2, moveTo: 3, phone: '050 321 0002', e164: '+971503210002' },
];

describe.each(JOURNEYS)('a family talks to her first, then hires her ($lang, 360 px)', ({ lang, card: cardIndex, book, moveTo, phone: mobile, e164 }) => {
  it('books, gets the SMS and the calendar file, is confirmed, moves the call, and after the held call "Hire her" opens the application with her', async () => {
    const say = sayIn(lang);
    const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    try {
      // 1. From her card on the catalogue, in the family's language.
      await page.goto(`${server.baseUrl}/hire-maid?lang=${lang}`);
      const card = page.getByRole('article').nth(cardIndex);
      await card.getByRole('heading').waitFor();
      const token = await bookViaUi(page, { card, phone: mobile, time: timeText(free[book]!.startsAt, lang), way: 'Video call', say });
      const call = (await (await fetch(`${server.baseUrl}${urlOf(getInterview, { token })}`)).json()) as FamilyInterview;
      const name = call.maid.name;
      expect(call).toMatchObject({ startsAt: free[book]!.startsAt, way: 'video', status: 'requested' });
      await page.getByRole('heading', { level: 1, name: say('Your call with {name}', { name }) }).waitFor();
      // Her photo beside her name (decorative: the heading names her).
      await page.locator(`main img[src="${call.maid.posterURL}"]`).waitFor();
      expect(await elementsPastScreen(page)).toMatchObject({ past: [] });

      // 2. The SMS: in the family's language, naming her, with their link (which keeps the language).
      const booked = await lastText(e164, 'interview-booked');
      expect(booked!.body).toContain(name);
      if (lang === 'ar') expect(booked!.body).toMatch(/[\u0600-\u06FF]/);
      const link = new URL(/https?:\/\/\S+/.exec(booked!.body)![0]);
      expect(link.pathname).toBe(`/interview/${token}`);
      // English is the site's default: only another language rides on the link.
      expect(link.searchParams.get('lang')).toBe(lang === 'en' ? null : lang);
      // Its calendar file, as a phone's calendar reads it.
      await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
      const calendarHref = await page.getByRole('link', { name: say('Add to calendar') }).getAttribute('href');
      const calendar = await fetch(new URL(calendarHref!, server.baseUrl));
      expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await calendar.text())).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe(free[book]!.startsAt);
      expect(event.summary).toContain(name);

      // 3. Staff confirm it on the Interviews screen.
      const day = dayOf(free[book]!.startsAt);
      // The staff screen names the maid as the catalogue keeps her.
      const [row] = await server.database.db
        .select({ maidName: housemaids.name })
        .from(interviews)
        .innerJoin(housemaids, eq(housemaids.id, interviews.housemaidId))
        .where(eq(interviews.phone, e164));
      const maidName = row!.maidName;
      await openInterviewDay(staff, server.baseUrl, day);
      await confirmCall(staff, maidName, dubaiClock(free[book]!.startsAt));
      await page.reload();
      await page.getByText(say('Confirmed: she will be there at this time.')).waitFor();
      expect(await page.getByRole('link', { name: say('Join the video call') }).getAttribute('href')).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
      expect((await lastText(e164, 'interview-confirmed'))!.body).toContain(name);

      // 4. The family moves it from their link: asked again, for staff to confirm the new time.
      await page.getByRole('button', { name: say('Move the call') }).click();
      await page.getByRole('radio', { name: timeText(free[moveTo]!.startsAt, lang), exact: true }).check();
      await page.getByRole('button', { name: say('Move the call to this time') }).click();
      await page.getByText(say('Your call is moved. We will confirm the new time by SMS.')).waitFor();
      await page.getByText(say('Asked: we will confirm the time with her and send you an SMS.')).waitFor();
      expect(await elementsPastScreen(page)).toMatchObject({ past: [] });
      expect((await lastText(e164, 'interview-moved'))!.body).toContain(name);

      // 5. Staff confirm the new time; once it has come (moved back in the database: the clock of
      // a call that took place), they record it held.
      await openInterviewDay(staff, server.baseUrl, day);
      await confirmCall(staff, maidName, dubaiClock(free[moveTo]!.startsAt));
      const past = new Date(Date.now() - 3_600_000);
      await server.database.db.update(interviewSlots).set({ startsAt: past }).where(eq(interviewSlots.id, free[moveTo]!.id));
      await openInterviewDay(staff, server.baseUrl, dayOf(past));
      await recordHeld(staff, maidName, dubaiClock(past), 'Spoke well, kind with the children');

      // 6. "Hire her" on the family's link opens the application with her.
      await page.reload();
      await page.getByText(say('The call took place.')).waitFor();
      await page.getByRole('link', { name: say('Hire {name}', { name }) }).click();
      await page.waitForURL((url) => url.pathname === '/app' && url.searchParams.get('maidId') === String(call.maid.id));
      await page.getByText(name).first().waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    } finally {
      await context.close();
    }
  });
});
