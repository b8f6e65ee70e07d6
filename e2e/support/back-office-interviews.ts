import type { Locator, Page } from 'playwright-core';

/**
 * The back office's Interviews screen (/admin/interviews, issue 32) driven as staff drive it: by
 * its labels and buttons. For any test that runs the calendar (a family's whole journey included).
 * Times are Dubai time, as the screen shows them whatever the browser's zone.
 */

/** "10:30": an instant's time on Dubai's clock (UTC+4 all year), as the screen writes it. */
export const dubaiClock = (iso: string | Date) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(11, 16);

/** "2026-12-01": an instant's day on Dubai's calendar. */
export const dubaiDay = (iso: string | Date) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

/** Opens the screen on one Dubai day and waits for the day's times (or for "No slots"). */
export async function openInterviewDay(page: Page, baseUrl: string, day: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/interviews?day=${day}`);
  await page.getByRole('heading', { name: 'Interviews', level: 1 }).waitFor();
  await page.getByRole('list', { name: 'Times of the day' }).or(page.getByText(/^No slots on this day/)).first().waitFor();
}

/** A call on the day shown: "Call with {maid} at {HH:MM}". */
export const callOn = (page: Page, maid: string, at: string): Locator => page.getByRole('article', { name: `Call with ${maid} at ${at}` });

/** A time of the day shown, by its span: "10:00–10:30". */
export const slotOn = (page: Page, span: string): Locator => page.getByRole('list', { name: 'Times of the day' }).getByRole('listitem', { name: span, exact: true });

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Opens times in bulk with the screen's form: the days from `first` to `last` on `weekdays`
 * (Monday to Friday unless given), `from`–`to` (Dubai, `to` excluded) every `every` minutes.
 * Returns what the screen says: "{opened} opened, {skipped} skipped".
 */
export async function openSlotsInBulk(
  page: Page,
  { first, last, from, to, every = 30, minutes = 30, weekdays = WEEKDAY_NAMES.slice(0, 5) }: { first: string; last: string; from: string; to: string; every?: number; minutes?: number; weekdays?: string[] },
): Promise<string> {
  const form = page.getByRole('form', { name: 'Slots in bulk' });
  await form.getByLabel('First day').fill(first);
  await form.getByLabel('Last day').fill(last);
  for (const name of WEEKDAY_NAMES) await form.getByLabel(name, { exact: true }).setChecked(weekdays.includes(name));
  await form.getByLabel('From (Dubai)').fill(from);
  await form.getByLabel('To (not included)').fill(to);
  await form.getByLabel('Every (minutes)').fill(String(every));
  await form.getByLabel('Minutes each').fill(String(minutes));
  await form.getByRole('button', { name: 'Open slots' }).click();
  const said = form.getByRole('status');
  await said.waitFor();
  return (await said.textContent()) ?? '';
}

/** Confirms a requested call and waits for it to read "Confirmed". */
export async function confirmCall(page: Page, maid: string, at: string): Promise<void> {
  const call = callOn(page, maid, at);
  await call.getByRole('button', { name: 'Confirm' }).click();
  await call.getByText('Confirmed', { exact: true }).waitFor();
}

/**
 * Moves a pending call to the free time starting at `to` (an instant: its label is written by the
 * browser's own clock words, as the screen writes it) and waits for the call at its new time.
 */
export async function moveCall(page: Page, maid: string, at: string, to: string | Date): Promise<void> {
  const call = callOn(page, maid, at);
  const select = call.getByLabel('Move to');
  const label = await select.evaluate(
    (_, iso) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    new Date(to).toISOString(),
  );
  await select.selectOption({ label });
  await call.getByRole('button', { name: 'Move the call' }).click();
  // The call leaves this time; on the same day it shows at the new one.
  await call.waitFor({ state: 'detached' });
}

/** Records a call whose time has come as held, with a note, and waits for the screen to show both. */
export async function recordHeld(page: Page, maid: string, at: string, note: string): Promise<void> {
  const call = callOn(page, maid, at);
  await call.getByLabel('Outcome').selectOption({ label: 'Held' });
  await call.getByLabel('Note (optional)').fill(note);
  await call.getByRole('button', { name: 'Record the outcome' }).click();
  // Read back: the form now corrects an outcome, and the note is among the call's facts.
  await call.getByRole('button', { name: 'Correct the outcome' }).waitFor();
  await call.getByRole('definition').filter({ hasText: note }).waitFor();
}
