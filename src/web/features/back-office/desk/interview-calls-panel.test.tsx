import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { InterviewCallsPanel } from './interview-calls-panel';

const calls: ApplicationDetail['interviewCalls'] = [
  // 06:00 UTC is 10:00 in Dubai.
  { id: 'c2', maid: { id: 7, name: 'Bai' }, startsAt: '2026-12-01T06:00:00Z', way: 'video', status: 'held', note: 'Good English, likes children', sameMaid: true },
  { id: 'c1', maid: { id: 9, name: 'Grace' }, startsAt: '2026-11-28T20:30:00Z', way: 'phone', status: 'family_no_show', note: null, sameMaid: false },
];

function show(interviewCalls: ApplicationDetail['interviewCalls']) {
  const router = createMemoryRouter([{ path: '*', element: <InterviewCallsPanel a={{ interviewCalls } as ApplicationDetail} /> }], { initialEntries: ['/admin/application?id=x'] });
  return render(<RouterProvider router={router} />);
}

// Staff read Dubai time whatever their computer's zone.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('the interview calls on the staff application page', () => {
  it('lists the family’s calls in Dubai time, newest first, saying what became of each and with which maid', () => {
    show(calls);
    const items = within(screen.getByRole('region', { name: 'Interview calls' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Talked with Bai on 1 Dec 2026, 10:00: held — Good English, likes children Video call · this application’s maid',
      // 20:30 UTC on 28 November is half past midnight on the 29th in Dubai.
      'Call with Grace on 29 Nov 2026, 00:30: family did not show Phone call · another maid: Grace #9',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'another maid: Grace #9' }).getAttribute('href')).toBe('/admin/maid?id=9');
  });

  it('shows nothing when the family had no call', () => {
    const { container } = show([]);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region', { name: 'Interview calls' })).toBeNull();
  });
});
