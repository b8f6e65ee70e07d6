import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../../shared/api/contract';
import { bookInterview, listFreeInterviewSlots } from '../../../shared/api/interviews/contracts';
import type { FamilyInterview } from '../../../shared/api/interviews/schemas';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { fakeServer, jsonResponse } from '../../test/fake-api';
import { BookingSheet } from './booking-sheet';

const slotsPath = `GET ${urlOf(listFreeInterviewSlots)}`;
const bookPath = `POST ${urlOf(bookInterview)}`;
// 06:00 and 06:30 UTC are 10:00 and 10:30 in Dubai; 20:30 UTC is 00:30 the next day there.
const slots = [
  { id: 11, startsAt: '2026-12-01T06:00:00.000Z', minutes: 30 },
  { id: 12, startsAt: '2026-12-01T06:30:00.000Z', minutes: 30 },
  { id: 13, startsAt: '2026-12-01T20:30:00.000Z', minutes: 30 },
];
const booked: FamilyInterview = {
  maid: { id: 7, name: 'Maricel', posterURL: '/media/p.jpg' },
  startsAt: slots[1]!.startsAt,
  minutes: 30,
  timeZone: 'Asia/Dubai',
  way: 'phone',
  language: 'en',
  status: 'requested',
  declineReason: null,
  meetingUrl: null,
  changeable: true,
  canHire: false,
  maidTaken: false,
  similarMaids: [],
};

function open() {
  const router = createMemoryRouter(
    [
      { path: '/hire-maid', element: <BookingSheet maid={{ id: 7, name: 'Maricel' }} onClose={() => {}} /> },
      { path: '/interview/:token', element: <p>call page</p> },
    ],
    { initialEntries: ['/hire-maid'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe('the booking sheet', () => {
  it('shows the free times grouped by their Dubai day, whatever the browser zone', async () => {
    fakeServer({ [slotsPath]: [() => jsonResponse({ slots, timeZone: 'Asia/Dubai' })] });
    open();
    const tuesday = await screen.findByRole('group', { name: 'Tuesday, December 1' });
    expect(within(tuesday).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['10:00\u00a0AM', '10:30\u00a0AM']);
    const wednesday = screen.getByRole('group', { name: 'Wednesday, December 2' });
    expect(within(wednesday).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['12:30\u00a0AM']);
    expect(screen.getByText('Times are UAE time (Dubai).')).toBeTruthy();
  });

  it('says each refusal next to its field and keeps what was typed', async () => {
    const calls = fakeServer({
      [slotsPath]: [() => jsonResponse({ slots, timeZone: 'Asia/Dubai' })],
      [bookPath]: [
        () => jsonResponse({ error: 'phone: Enter a mobile number, not a landline' }, 400),
        () => jsonResponse({ error: 'You already have 3 calls waiting. Please cancel one first.' }, 429),
      ],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for the call' }));
    expect(screen.getByRole('group', { name: 'Choose a time' }).getAttribute('aria-describedby')).toBe('slot-error');
    expect(document.getElementById('slot-error')!.textContent).toBe('Choose a time');
    const phone = screen.getByLabelText('Your mobile number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a mobile number')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '10:30\u00a0AM' }));
    fireEvent.change(phone, { target: { value: '050 123 4567' } });
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp video call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the call' }));
    // The server's field refusal goes to its field.
    expect((await screen.findByText('Enter a mobile number, not a landline')).id).toBe(phone.getAttribute('aria-describedby'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the call' }));
    expect(await screen.findByText('You already have 3 calls waiting. Please cancel one first.')).toBeTruthy();
    // Nothing typed is lost.
    expect((screen.getByLabelText('Your mobile number') as HTMLInputElement).value).toBe('050 123 4567');
    expect((screen.getByRole('radio', { name: '10:30\u00a0AM' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'WhatsApp video call' }) as HTMLInputElement).checked).toBe(true);
    expect(bodyOf(calls.at(-1)!)).toMatchObject({ maidId: 7, slotId: 12, way: 'whatsapp_video', phone: '050 123 4567', language: 'en' });
  });

  it('offers the nearest free times when the time was taken meanwhile, one tap to pick one, then opens the call page', async () => {
    const calls = fakeServer({
      [slotsPath]: [() => jsonResponse({ slots, timeZone: 'Asia/Dubai' }), () => jsonResponse({ slots: [slots[0], slots[2]], timeZone: 'Asia/Dubai' })],
      [bookPath]: [
        () => jsonResponse({ error: 'Someone has just taken this time. Please choose one of the nearest free times.', freeSlots: [slots[2]] }, 409),
        () => jsonResponse({ token: 'tok-1', interview: booked }),
      ],
    });
    const router = open();
    fireEvent.click(await screen.findByRole('radio', { name: '10:30\u00a0AM' }));
    fireEvent.change(screen.getByLabelText('Your mobile number'), { target: { value: '0501234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the call' }));
    const notice = (await screen.findByText('Someone has just taken this time. Please choose one of the nearest free times.')).closest('[role="alert"]')!;
    // Beside the button just pressed, below the times (which a phone has scrolled away).
    expect(screen.getByRole('group', { name: 'Choose a time' }).compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.nextElementSibling).toBe(screen.getByRole('button', { name: 'Ask for the call' }));
    // The nearest time, in Dubai time: 00:30 on Wednesday there.
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday, December 2, 2026 at 12:30\u00a0AM' }));
    const wednesday = await screen.findByRole('group', { name: 'Wednesday, December 2' });
    await waitFor(() => expect((within(wednesday).getByRole('radio', { name: '12:30\u00a0AM' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Your mobile number') as HTMLInputElement).value).toBe('0501234567');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the call' }));
    await waitFor(() => expect(router.getState().location.pathname).toBe('/interview/tok-1'));
    expect(bodyOf(calls.filter((c) => c.init.method === 'POST').at(-1)!)).toMatchObject({ slotId: 13 });
  });

  it('says plainly when no time is open, and offers WhatsApp', async () => {
    fakeServer({ [slotsPath]: [() => jsonResponse({ slots: [], timeZone: 'Asia/Dubai' })] });
    open();
    expect(await screen.findByText('No times are open for a call with Maricel at the moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toBe('/whatsapp-us');
    expect(screen.queryByRole('button', { name: 'Ask for the call' })).toBeNull();
  });
});
