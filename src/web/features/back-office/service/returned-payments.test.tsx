import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReturnedPayments } from '../../../../shared/api/admin-money/contracts';
import { fakeApi, json, renderScreen } from '../money/money-test-support';
import { ReturnedPayments } from './returned-payments';

const payment = (over: object) => ({
  rowId: 'r',
  application: { id: 'a1', reference: '7K3D-9QXB' },
  clientName: 'Sara Khan',
  dueOn: '2026-11-05',
  totalFils: 315000,
  returnReason: 'Insufficient funds',
  returnedAt: '2026-11-07T10:00:00Z',
  payLinkSentAt: '2026-11-07T10:01:00Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('returned debits on the service desk', () => {
  it('lists each one oldest first: the family and its application, the amount, the debit day, the bank’s reason, when the pay link went', async () => {
    fakeApi('agent', {
      [`GET ${listReturnedPayments.path}`]: () =>
        json({
          payments: [
            payment({ rowId: 'r2', application: { id: 'a2', reference: 'Q2WX-4RTY' }, clientName: null, returnedAt: '2026-11-20T06:00:00Z', returnReason: null, payLinkSentAt: null, totalFils: 420050 }),
            payment({ rowId: 'r1' }),
          ],
        }),
    });
    renderScreen(<ReturnedPayments />);
    const section = await screen.findByRole('region', { name: '2 returned debits' });
    const rows = within(section).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['7K3D-9QXBSara Khan', 'AED 3,150', 'Thu, 5 Nov 2026', 'Insufficient funds', '7 Nov 2026, 14:00', '7 Nov 2026, 14:01'],
      ['Q2WX-4RTY—', 'AED 4,200.50', 'Thu, 5 Nov 2026', '—', '20 Nov 2026, 10:00', 'Not yet'],
    ]);
    expect(within(section).getByRole('link', { name: '7K3D-9QXB' }).getAttribute('href')).toBe('/admin/application?id=a1');
  });

  it('says when none is waiting', async () => {
    fakeApi('finance', { [`GET ${listReturnedPayments.path}`]: () => json({ payments: [] }) });
    renderScreen(<ReturnedPayments />);
    expect(await screen.findByText('No returned debit is waiting.')).toBeTruthy();
  });
});
