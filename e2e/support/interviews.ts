import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openInterviewSlots } from '../../src/shared/api/admin-interviews/contracts.js';
import { urlOf } from '../../src/shared/api/contract.js';
import { bookInterview, listFreeInterviewSlots } from '../../src/shared/api/interviews/contracts.js';
import type { FreeSlot } from '../../src/shared/api/interviews/schemas.js';
import { addStaff, StaffBrowser } from '../../src/server/test/staff.js';
import type { RunningServer } from './server.js';

/**
 * Interview calls (issue 32) for browser tests: open times through the staff API, book a call
 * through the API or through the family's screens. `say` turns the English of a control into the
 * page's language (the catalogue's text), so the same steps run in Arabic.
 */

type Say = (english: string) => string;
const english: Say = (text) => text;

/** A Dubai calendar day (YYYY-MM-DD) some days from now: 1 is tomorrow there. */
export function dubaiDay(daysFromNow = 1): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(Date.now() + daysFromNow * 86_400_000));
}

/** Opens times on a Dubai day as staff do (an agent, with the CSRF token): from–to, the end excluded. Returns the maid's free times then. */
export async function openSlotsForDay(
  server: RunningServer,
  { day = dubaiDay(), from = '10:00', to = '12:00', everyMinutes = 30, minutes = 30 }: { day?: string; from?: string; to?: string; everyMinutes?: number; minutes?: number } = {},
): Promise<FreeSlot[]> {
  const agent = new StaffBrowser(server.app);
  expect((await agent.signIn((await addStaff(server.database.db, 'agent')).email)).statusCode).toBe(200);
  const opened = await agent.call(openInterviewSlots, { body: { days: [day], from, to, everyMinutes, minutes } });
  expect(opened.statusCode, opened.body).toBe(200);
  const res = await fetch(`${server.baseUrl}${urlOf(listFreeInterviewSlots)}`);
  return ((await res.json()) as { slots: FreeSlot[] }).slots;
}

/** A call booked through the API (no browser): its link's token. */
export async function bookViaApi(server: RunningServer, maidId: number, slotId: number, phone = '050 123 4567', language = 'en'): Promise<string> {
  const res = await fetch(`${server.baseUrl}${urlOf(bookInterview)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maidId, slotId, way: 'video', phone, language }),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  expect(res.status, body.error).toBe(200);
  return body.token!;
}

/**
 * Books a call as a family does, from the "Talk to her first" button of a card (or her page) on
 * the page shown: the first free time of the sheet (or the time named), the way, the number.
 * Waits for the call's page and returns its token.
 */
export async function bookViaUi(
  page: Page,
  { card = page.getByRole('article').first(), phone = '050 123 4567', way = 'Phone call', time, say = english }: { card?: ReturnType<Page['locator']>; phone?: string; way?: string; time?: string; say?: Say } = {},
): Promise<string> {
  await card.getByRole('button', { name: say('Talk to her first') }).click();
  const sheet = page.getByRole('dialog');
  const times = sheet.getByRole('radio');
  await (time ? sheet.getByRole('radio', { name: time, exact: true }).first() : times.first()).check();
  await sheet.getByRole('radio', { name: say(way), exact: true }).check();
  await sheet.getByLabel(say('Your mobile number')).fill(phone);
  await sheet.getByRole('button', { name: say('Ask for the call') }).click();
  await page.waitForURL(/\/interview\/[^/?]+/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}
