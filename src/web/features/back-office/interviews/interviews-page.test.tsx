import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeInterviewSlot, declineInterview, listInterviewDay, moveInterviewByStaff, openInterviewSlots, recordInterviewOutcome } from '../../../../shared/api/admin-interviews/contracts';
import type { StaffInterview } from '../../../../shared/api/admin-interviews/schemas';
import type { StaffRole } from '../../../../shared/api/admin/schemas';
import { pathOf } from '../../../../shared/api/contract';
import { listFreeInterviewSlots } from '../../../../shared/api/interviews/contracts';
import { addCalendarDays, dubaiDayOf } from '../../../../shared/service/clocks';
import { fakeApi, json, renderScreen, type Call } from '../money/money-test-support';
import { InterviewsPage } from './interviews-page';

// Staff read Dubai time whatever their computer's zone: the browser here is in New York.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
  // A screen's answer waits as long as the test may run (a loaded machine took more than the 1 s default).
  configure({ asyncUtilTimeout: 4_500 });
});
afterAll(() => {
  process.env.TZ = zone;
  configure({ asyncUtilTimeout: 1_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A day still to come and one gone by, on Dubai's calendar; 06:00 UTC is 10:00 in Dubai. */
const coming = addCalendarDays(dubaiDayOf(Date.now()), 5);
const gone = addCalendarDays(dubaiDayOf(Date.now()), -5);
const at = (day: string, utc: string) => `${day}T${utc}:00.000Z`;

const request = (over: Partial<StaffInterview> = {}): StaffInterview => ({
  id: '3f1c0d6e-0000-4000-8000-000000000001',
  maid: { id: 7, name: 'Bai' },
  phone: '+971501234567',
  way: 'video',
  language: 'ar',
  siteLanguage: 'ar',
  status: 'requested',
  declineReason: null,
  note: null,
  meetingUrl: 'https://meet.jit.si/0a1b2c3d4e5f',
  reminderSentAt: null,
  createdAt: '2026-11-20T08:00:00Z',
  ...over,
});

function dayOf(day: string, calls: StaffInterview[], startsAt = at(day, '06:00')) {
  return {
    day,
    timeZone: 'Asia/Dubai',
    slots: [
      { id: 11, startsAt, minutes: 30, closed: false, calls },
      { id: 12, startsAt: at(day, '06:30'), minutes: 30, closed: false, calls: [] },
      { id: 13, startsAt: at(day, '07:00'), minutes: 30, closed: true, calls: [] },
    ],
  };
}

const bodyOf = (call: Call) => JSON.parse(String(call.body)) as unknown;
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.url === path);
const reads = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith(listInterviewDay.path)).length;

function open(role: StaffRole, day: string, calls: StaffInterview[], extra: Record<string, (call: Call) => Response> = {}) {
  const log = fakeApi(role, {
    [`GET ${listInterviewDay.path}`]: () => json(dayOf(day, calls)),
    [`GET ${listFreeInterviewSlots.path}`]: () => json({ timeZone: 'Asia/Dubai', slots: [{ id: 40, startsAt: at(addCalendarDays(day, 1), '08:00'), minutes: 30 }] }),
    ...extra,
  });
  renderScreen(<InterviewsPage />, `/admin/interviews?day=${day}`);
  return log;
}

describe('the interview calendar', () => {
  it("shows the day's times and calls in Dubai time, with the family's phone, the way, the language to speak and the meeting link", async () => {
    open('agent', '2026-12-01', [request({ reminderSentAt: '2026-12-01T04:00:00Z' })]);
    expect(await screen.findByRole('heading', { name: 'Tuesday, 1 December 2026', level: 2 })).toBeTruthy();
    const taken = await screen.findByRole('listitem', { name: '10:00–10:30' });
    const slots = within(screen.getByRole('list', { name: 'Times of the day' })).getAllByRole('listitem');
    expect(slots.map((li) => li.getAttribute('aria-label'))).toEqual(['10:00–10:30', '10:30–11:00', '11:00–11:30']);
    expect(within(taken).getByText('Taken')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '10:30–11:00' })).getByText('Free')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '11:00–11:30' })).getByText('Closed')).toBeTruthy();
    const call = within(taken).getByRole('article', { name: 'Call with Bai at 10:00' });
    expect(within(call).getByRole('link', { name: '+971 50 123 4567' }).getAttribute('href')).toBe('tel:+971501234567');
    expect(within(call).getByText('Video call')).toBeTruthy();
    expect(within(call).getByText('Arabic')).toBeTruthy();
    expect(within(call).getByText('Requested')).toBeTruthy();
    expect(within(call).getByRole('link', { name: 'https://meet.jit.si/0a1b2c3d4e5f' })).toBeTruthy();
    // 04:00 UTC is 08:00 in Dubai.
    expect(within(call).getByText('Sent 1 Dec 2026, 08:00')).toBeTruthy();
  });

  it('goes to the day before, the day after and back to today (Dubai)', async () => {
    const log = open('finance', '2026-12-01', [], {
      [`GET ${listInterviewDay.path}`]: (c) => json({ day: new URLSearchParams(c.url.split('?')[1]).get('day'), timeZone: 'Asia/Dubai', slots: [] }),
    });
    await screen.findByText('No slots on this day.');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: 'Wednesday, 2 December 2026', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Monday, 30 November 2026', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByText('(today)');
    await waitFor(() => expect(log.filter((c) => c.url.startsWith(listInterviewDay.path)).map((c) => new URLSearchParams(c.url.split('?')[1]).get('day'))).toEqual(['2026-12-01', '2026-12-02', '2026-12-01', '2026-11-30', dubaiDayOf(Date.now())]));
  });

  it('lets finance read the day without any action', async () => {
    open('finance', coming, [request()]);
    const call = await screen.findByRole('article', { name: 'Call with Bai at 10:00' });
    expect(within(call).getByText('Requested')).toBeTruthy();
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['← Previous', 'Today', 'Next →']);
    expect(screen.queryByRole('region', { name: 'Open slots' })).toBeNull();
    expect(screen.queryByLabelText('Move to')).toBeNull();
  });

  it('declines a call only with a reason, which it sends, then reads the day again', async () => {
    const log = open('agent', coming, [request()], {
      [`POST ${pathOf(declineInterview, { id: request().id })}`]: () => json(request({ status: 'declined', declineReason: 'She is travelling that week' })),
    });
    const call = await screen.findByRole('article', { name: 'Call with Bai at 10:00' });
    fireEvent.click(within(call).getByRole('button', { name: 'Decline…' }));
    fireEvent.click(within(call).getByRole('button', { name: 'Decline the call' }));
    expect(within(call).getByRole('alert').textContent).toBe('Write why the call is declined: the family reads it.');
    fireEvent.change(within(call).getByLabelText('Reason the family will read'), { target: { value: '   ' } });
    fireEvent.click(within(call).getByRole('button', { name: 'Decline the call' }));
    // Whatever the screen would have sent has started by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts(log, pathOf(declineInterview, { id: request().id }))).toHaveLength(0);

    const before = reads(log);
    fireEvent.change(within(call).getByLabelText('Reason the family will read'), { target: { value: ' She is travelling that week ' } });
    fireEvent.click(within(call).getByRole('button', { name: 'Decline the call' }));
    await waitFor(() => expect(reads(log)).toBeGreaterThan(before));
    expect(posts(log, pathOf(declineInterview, { id: request().id })).map(bodyOf)).toEqual([{ reason: 'She is travelling that week' }]);
  });

  it("moves a call to a free time of the day or later, and shows the server's refusal when it was taken meanwhile", async () => {
    const log = open('agent', coming, [request({ status: 'confirmed' })], {
      [`POST ${pathOf(moveInterviewByStaff, { id: request().id })}`]: () => json({ error: 'This time was taken meanwhile. Choose another.' }, 409),
    });
    const call = await screen.findByRole('article', { name: 'Call with Bai at 10:00' });
    const select = within(call).getByLabelText('Move to');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toHaveLength(3));
    // The day's free 10:30 (not its closed 11:00, nor the call's own time), then the next free time, in Dubai time.
    const next = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${addCalendarDays(coming, 1)}T12:00:00Z`));
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${coming}T12:00:00Z`));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a free time', `${today}, 10:30`, `${next}, 12:00`]);
    fireEvent.change(select, { target: { value: '12' } });
    fireEvent.click(within(call).getByRole('button', { name: 'Move the call' }));
    expect((await within(call).findByRole('alert')).textContent).toBe('This time was taken meanwhile. Choose another.');
    expect(posts(log, pathOf(moveInterviewByStaff, { id: request().id })).map(bodyOf)).toEqual([{ slotId: 12 }]);
  });

  it('records the outcome of a call whose time has come, with a note; a call still to come has none to record', async () => {
    const log = open('agent', gone, [request({ status: 'confirmed' })], {
      [`POST ${pathOf(recordInterviewOutcome, { id: request().id })}`]: () => json(request({ status: 'held', note: 'Good English' })),
    });
    const call = await screen.findByRole('article', { name: 'Call with Bai at 10:00' });
    expect(within(call).queryByLabelText('Move to')).toBeNull();
    // A time gone by without a call is past, not free; it cannot be closed any more.
    expect(within(screen.getByRole('listitem', { name: '10:30–11:00' })).getByText('Past')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close 10:30–11:00' })).toBeNull();
    fireEvent.change(within(call).getByLabelText('Outcome'), { target: { value: 'held' } });
    fireEvent.change(within(call).getByLabelText('Note (optional)'), { target: { value: 'Good English' } });
    fireEvent.click(within(call).getByRole('button', { name: 'Record the outcome' }));
    await waitFor(() => expect(posts(log, pathOf(recordInterviewOutcome, { id: request().id }))).toHaveLength(1));
    expect(bodyOf(posts(log, pathOf(recordInterviewOutcome, { id: request().id }))[0]!)).toEqual({ outcome: 'held', note: 'Good English' });
    cleanup();

    open('agent', coming, [request({ status: 'confirmed' })]);
    const later = await screen.findByRole('article', { name: 'Call with Bai at 10:00' });
    expect(within(later).queryByLabelText('Outcome')).toBeNull();
  });

  it('opens slots in bulk on the weekdays ticked of a date range, and says how many opened and how many were skipped', async () => {
    const log = open('agent', '2026-11-30', [], {
      [`POST ${openInterviewSlots.path}`]: () => json({ opened: 12, skipped: 4 }),
    });
    const bulk = await screen.findByRole('form', { name: 'Slots in bulk' });
    // 30 November 2026 is a Monday: the range runs to Sunday 6 December; Friday is unticked, Saturday ticked.
    expect(within(bulk).getByLabelText<HTMLInputElement>('Last day').value).toBe('2026-12-06');
    fireEvent.click(within(bulk).getByLabelText('Friday'));
    fireEvent.click(within(bulk).getByLabelText('Saturday'));
    fireEvent.change(within(bulk).getByLabelText('From (Dubai)'), { target: { value: '10:00' } });
    fireEvent.change(within(bulk).getByLabelText('To (not included)'), { target: { value: '12:00' } });
    fireEvent.change(within(bulk).getByLabelText('Every (minutes)'), { target: { value: '30' } });
    fireEvent.change(within(bulk).getByLabelText('Minutes each'), { target: { value: '20' } });
    expect(within(bulk).getByText('5 days chosen')).toBeTruthy();
    fireEvent.click(within(bulk).getByRole('button', { name: 'Open slots' }));
    expect((await within(bulk).findByRole('status')).textContent).toBe('12 opened, 4 skipped');
    expect(posts(log, openInterviewSlots.path).map(bodyOf)).toEqual([
      { days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-05'], from: '10:00', to: '12:00', everyMinutes: 30, minutes: 20 },
    ]);
  });

  it("closes a free time and reads the day again; a taken time has no Close, and the server's refusal shows", async () => {
    const log = open('agent', coming, [request()], {
      [`POST ${pathOf(closeInterviewSlot, { id: 12 })}`]: () => json({ error: 'A call is pending at this time: decline or move it first.' }, 409),
    });
    await screen.findByRole('article', { name: 'Call with Bai at 10:00' });
    expect(screen.queryByRole('button', { name: 'Close 10:00–10:30' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close 11:00–11:30' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close 10:30–11:00' }));
    expect((await within(screen.getByRole('listitem', { name: '10:30–11:00' })).findByRole('alert')).textContent).toBe('A call is pending at this time: decline or move it first.');
    expect(posts(log, pathOf(closeInterviewSlot, { id: 12 }))).toHaveLength(1);
  });

  it('refuses a bulk range whose days fall on no weekday ticked, without asking the server', async () => {
    const log = open('agent', '2026-11-30', []);
    const bulk = await screen.findByRole('form', { name: 'Slots in bulk' });
    fireEvent.change(within(bulk).getByLabelText('Last day'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(bulk).getByLabelText('Monday'));
    fireEvent.click(within(bulk).getByRole('button', { name: 'Open slots' }));
    expect(within(bulk).getByRole('alert').textContent).toBe('No day between the first and the last falls on a weekday ticked.');
    expect(posts(log, openInterviewSlots.path)).toHaveLength(0);
  });
});
