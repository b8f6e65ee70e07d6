import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf, urlOf } from '../../../shared/api/contract';
import { cancelInterview, getInterview, getInterviewCalendar, listFreeInterviewSlots, moveInterview } from '../../../shared/api/interviews/contracts';
import type { FamilyInterview } from '../../../shared/api/interviews/schemas';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { fakeServer, jsonResponse } from '../../test/fake-api';
import { InterviewPage } from './interview-page';

const token = 'tok-abc';
const callPath = `GET ${urlOf(getInterview, { token })}`;
const call: FamilyInterview = {
  maid: { id: 7, name: 'maricel', posterURL: '/media/maricel.jpg' },
  // 10:30 in Dubai.
  startsAt: '2026-12-01T06:30:00.000Z',
  minutes: 30,
  timeZone: 'Asia/Dubai',
  way: 'video',
  language: 'ar',
  status: 'requested',
  declineReason: null,
  meetingUrl: null,
  changeable: true,
  canHire: false,
  maidTaken: false,
  similarMaids: [],
};

function open() {
  const router = createMemoryRouter([{ path: '/interview/:token', element: <InterviewPage /> }], { initialEntries: [`/interview/${token}`] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The value beside a term of the call's facts. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe("the family's call page", () => {
  it('shows her, the time in UAE time, the way and the language, with the calendar file, while it can change', async () => {
    fakeServer({ [callPath]: [() => jsonResponse(call)] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your call with Maricel' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Asked: we will confirm the time with her and send you an SMS.');
    expect(fact('When')).toBe('Tuesday, December 1, 2026 at 10:30\u00a0AM (UAE time)');
    expect(fact('How')).toBe('Video call · 30 minutes');
    expect(fact('Language of the call')).toBe('العربية');
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(pathOf(getInterviewCalendar, { token }));
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Hire/ })).toBeNull();
  });

  it('cancels only after a second yes', async () => {
    const calls = fakeServer({
      [callPath]: [() => jsonResponse(call)],
      [`POST ${urlOf(cancelInterview, { token })}`]: [() => jsonResponse({ ...call, status: 'cancelled', changeable: false })],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the call' }));
    expect(screen.getByText('Cancel your call with Maricel? The time goes back to other families.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the call' }));
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the call' }));
    expect(await screen.findByText('You cancelled this call.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move the call' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('moves the call; a time taken meanwhile offers the nearest free ones in one tap', async () => {
    const slots = [
      { id: 21, startsAt: '2026-12-02T06:00:00.000Z', minutes: 30 },
      { id: 22, startsAt: '2026-12-02T07:00:00.000Z', minutes: 30 },
    ];
    const calls = fakeServer({
      [callPath]: [() => jsonResponse({ ...call, status: 'confirmed' })],
      [`GET ${urlOf(listFreeInterviewSlots)}`]: [() => jsonResponse({ slots, timeZone: 'Asia/Dubai' }), () => jsonResponse({ slots: [slots[1]], timeZone: 'Asia/Dubai' })],
      [`POST ${urlOf(moveInterview, { token })}`]: [
        () => jsonResponse({ error: 'Someone has just taken this time. Please choose one of the nearest free times.', freeSlots: [slots[1]] }, 409),
        () => jsonResponse({ ...call, startsAt: slots[1]!.startsAt }),
      ],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Move the call' }));
    const day = await screen.findByRole('group', { name: 'Wednesday, December 2' });
    fireEvent.click(within(day).getByRole('radio', { name: '10:00\u00a0AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move the call to this time' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Wednesday, December 2, 2026 at 11:00\u00a0AM' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '11:00\u00a0AM' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Move the call to this time' }));
    expect(await screen.findByText('Your call is moved. We will confirm the new time by SMS.')).toBeTruthy();
    expect(fact('When')).toBe('Wednesday, December 2, 2026 at 11:00\u00a0AM (UAE time)');
    const moves = calls.filter((c) => c.init.method === 'POST').map((c) => JSON.parse(String(c.init.body)) as unknown);
    expect(moves).toEqual([{ slotId: 21 }, { slotId: 22 }]);
  });

  it('gives the meeting link of a confirmed video call', async () => {
    fakeServer({ [callPath]: [() => jsonResponse({ ...call, status: 'confirmed', meetingUrl: 'https://meet.jit.si/abc123' })] });
    open();
    expect((await screen.findByRole('link', { name: 'Join the video call' })).getAttribute('href')).toBe('https://meet.jit.si/abc123');
  });

  it('says at once she is no longer available, with similar maids to open', async () => {
    const similarMaids = [
      { id: 8, name: 'Joy', posterURL: '/media/joy.jpg' },
      { id: 9, name: 'Amina', posterURL: '/media/amina.jpg' },
    ];
    fakeServer({ [callPath]: [() => jsonResponse({ ...call, maidTaken: true, similarMaids })] });
    open();
    expect(await screen.findByRole('heading', { name: 'Maricel is no longer available' })).toBeTruthy();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Joy', '/maid/8'],
      ['Amina', '/maid/9'],
    ]);
    // Another time with her would not help; cancelling still does.
    expect(screen.queryByRole('button', { name: 'Move the call' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the call' })).toBeTruthy();
  });

  it("gives staff's reason for a declined call, and her page to book another", async () => {
    fakeServer({ [callPath]: [() => jsonResponse({ ...call, status: 'declined', declineReason: 'She is travelling that week.', changeable: false })] });
    open();
    expect(await screen.findByText('We could not arrange this call.')).toBeTruthy();
    expect(screen.getByText('She is travelling that week.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book another call from her page' }).getAttribute('href')).toBe('/maid/7');
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('offers "Hire her" after a held call, straight into the application with her', async () => {
    fakeServer({ [callPath]: [() => jsonResponse({ ...call, status: 'held', changeable: false, canHire: true })] });
    open();
    expect((await screen.findByRole('link', { name: 'Hire Maricel' })).getAttribute('href')).toBe('/app?maidId=7');
    expect(screen.getByRole('status').textContent).toBe('The call took place.');
    expect(screen.queryByRole('button', { name: 'Cancel the call' })).toBeNull();
  });

  it('says a forged or expired link is not valid, not a crash', async () => {
    fakeServer({ [callPath]: [() => jsonResponse({ error: 'This link is not valid any more. Please book a new call from her page.' }, 404)] });
    open();
    expect(await screen.findByRole('heading', { name: 'This link is not valid or has expired' })).toBeTruthy();
  });
});
