import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeMonthlyPrice, getApplicationStatement, getStaffInvoicePdf } from '../../../../shared/api/admin-money/contracts';
import type { StaffStatement } from '../../../../shared/api/admin-money/schemas';
import type { StatementRow } from '../../../../shared/api/money/schemas';
import { pathOf } from '../../../../shared/api/contract';
import { fakeApi, json, renderScreen } from './money-test-support';
import { dubaiDay } from './money-labels';
import { StatementPanel } from './statement-panel';

const appId = '3f1c0d6e-0000-4000-8000-000000000001';
const statementPath = `GET ${pathOf(getApplicationStatement, { id: appId })}`;
const pricePath = `POST ${pathOf(changeMonthlyPrice, { id: appId })}`;

const row = (over: Partial<StatementRow>): StatementRow => ({
  id: 'r',
  kind: 'monthly_payment',
  method: 'direct_debit',
  seq: 1,
  dueOn: '2026-11-05',
  periodTo: '2026-12-05',
  netFils: 300000,
  vatFils: 15000,
  totalFils: 315000,
  vatBasisPoints: 500,
  label: null,
  partOf: null,
  status: 'scheduled',
  statusAt: '2026-10-01T08:00:00Z',
  returnReason: null,
  events: [{ status: 'scheduled', at: '2026-10-01T08:00:00Z', reason: null, source: 'schedule' }],
  invoices: [],
  payable: false,
  ...over,
});

const statement: StaffStatement = {
  reference: '7K3D-9QXB',
  mandate: { reference: 'DD-7K3D9QXB', status: 'active' },
  rows: [
    row({
      id: 'r0',
      kind: 'first_payment',
      seq: 0,
      dueOn: '2026-10-05',
      periodTo: '2026-11-05',
      totalFils: 472500,
      vatFils: 22500,
      status: 'collected',
      events: [
        { status: 'scheduled', at: '2026-10-01T08:00:00Z', reason: null, source: 'schedule' },
        { status: 'sent', at: '2026-10-02T08:00:00Z', reason: null, source: 'export' },
        { status: 'collected', at: '2026-10-06T09:30:00Z', reason: null, source: 'import' },
      ],
      invoices: [{ id: '11111111-0000-4000-8000-000000000001', number: 'INV-000041', kind: 'invoice', issuedOn: '2026-10-06' }],
    }),
    row({
      id: 'r1',
      dueOn: '2026-11-05',
      status: 'returned',
      returnReason: 'Insufficient funds',
      payable: true,
      events: [
        { status: 'scheduled', at: '2026-10-01T08:00:00Z', reason: null, source: 'schedule' },
        { status: 'sent', at: '2026-11-01T08:00:00Z', reason: null, source: 'export' },
        { status: 'returned', at: '2026-11-07T10:00:00Z', reason: 'Insufficient funds', source: 'import' },
      ],
    }),
    row({ id: 'r2', seq: 2, dueOn: '2026-12-05', periodTo: '2027-01-05' }),
  ],
  totals: { paidFils: 472500, refundedFils: 0, dueFils: 315000, upcomingFils: 315000 },
  nextPayment: { dueOn: '2026-12-05', totalFils: 315000 },
  priceChanges: [],
  earliestPriceChange: '2027-01-03',
};

/** The cell texts of a table row, each trimmed. */
const cells = (tr: HTMLElement) => within(tr).getAllByRole('cell').map((c) => c.textContent?.trim());

afterEach(() => vi.unstubAllGlobals());

describe('the Money panel of an application', () => {
  it('shows the mandate, the totals and every amount with its day, status, the bank’s reason, its history and its invoice; an agent cannot change the fee', async () => {
    fakeApi('agent', { [statementPath]: () => json(statement) });
    renderScreen(<StatementPanel appId={appId} />);
    const panel = await screen.findByRole('region', { name: 'Money' });
    await within(panel).findByText('DD-7K3D9QXB');
    expect(within(panel).getByText('Direct-debit mandate').nextElementSibling?.textContent).toBe('DD-7K3D9QXB · Active');
    expect(within(panel).getByText('Returned, not paid since').nextElementSibling?.textContent).toBe('AED 3,150');
    expect(within(panel).getByText('Paid', { selector: 'dt' }).nextElementSibling?.textContent).toBe('AED 4,725');

    const rows = within(panel).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)[0]).toBe('Mon, 5 Oct 2026');
    expect(cells(rows[0]!)[2]).toBe('AED 4,725VAT AED 225 (5 %)');
    expect(cells(rows[1]!)[1]).toBe('Monthly debit, month 1For Thu, 5 Nov 2026 – Fri, 4 Dec 2026');
    const returned = within(rows[1]!).getAllByRole('cell')[3]!;
    expect(returned.firstElementChild?.textContent).toBe('Returned by the bank');
    expect(within(returned).getByText('Bank’s reason: Insufficient funds')).toBeTruthy();
    // Its history, oldest first: status, when (Dubai), from where.
    fireEvent.click(within(returned).getByText('History: 3 events'));
    expect(within(returned).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Scheduled · 1 Oct 2026, 12:00 · Payment schedule',
      'Sent to the bank · 1 Nov 2026, 12:00 · Collection file',
      'Returned by the bank · 7 Nov 2026, 14:00 · Bank results fileReason: Insufficient funds',
    ]);
    const invoice = within(rows[0]!).getByRole('link', { name: 'Invoice INV-000041 (PDF)' });
    expect(invoice.getAttribute('href')).toBe(pathOf(getStaffInvoicePdf, { invoiceId: '11111111-0000-4000-8000-000000000001' }));
    expect(cells(rows[2]!)[4]).toBe('—');

    expect(within(panel).getByText('None: the price the family signed for runs on.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Change the monthly fee' })).toBeNull();
  });

  it('lets finance change the fee from a debit day on: checks the amount, previews the total with VAT, shows the server’s refusal at its field, then the change', async () => {
    const changed: StaffStatement = {
      ...statement,
      priceChanges: [{ effectiveFrom: '2027-02-05', noticeOn: dubaiDay(), monthlyFeeFils: 399000, monthlyTotalFils: 418950, staffEmail: 'finance@agency.ae', createdAt: '2026-11-28T10:00:00Z' }],
      earliestPriceChange: '2027-03-05',
    };
    const answers = [
      () => json({ error: 'effectiveFrom: the payments up to 2027-01-05 are already on the statement; choose a later debit day.' }, 409),
      () => json(changed),
    ];
    const calls = fakeApi('finance', { [statementPath]: () => json(statement), [pricePath]: () => answers.shift()!() });
    renderScreen(<StatementPanel appId={appId} />);
    const panel = await screen.findByRole('region', { name: 'Money' });
    const fee = await within(panel).findByLabelText('New monthly fee, without VAT (AED)');
    const from = within(panel).getByLabelText('From the debit of');
    // Debit days only, from the earliest the server allows.
    expect(within(from).getAllByRole('option').slice(0, 2).map((o) => o.textContent)).toEqual(['Tue, 5 Jan 2027', 'Fri, 5 Feb 2027']);
    const submit = within(panel).getByRole('button', { name: 'Change the monthly fee' });

    fireEvent.click(submit);
    expect(await within(panel).findByText('Type the new monthly fee in AED, without VAT, e.g. 3990.')).toBeTruthy();
    expect(document.activeElement).toBe(fee);
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(fee, { target: { value: '200000' } });
    fireEvent.click(submit);
    expect(await within(panel).findByText('monthlyFeeFils is at most AED 100,000')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(fee, { target: { value: '3,990' } });
    expect(within(panel).getByText('New monthly total: AED 4,189.50 (AED 3,990 and VAT AED 199.50 at 5 %).')).toBeTruthy();
    fireEvent.change(from, { target: { value: '2027-02-05' } });
    fireEvent.click(submit);
    // At the field it names, in words (without the field's name), tied to it for a screen reader.
    const refusal = await within(panel).findByText('The payments up to 2027-01-05 are already on the statement; choose a later debit day.');
    expect(refusal.id).toBe('money-price-effectiveFrom-error');
    expect(from.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body as string)).toEqual({ monthlyFeeFils: 399000, effectiveFrom: '2027-02-05', noticeOn: dubaiDay() });

    fireEvent.click(submit);
    expect(await within(panel).findByRole('status')).toHaveProperty('textContent', 'The new monthly fee applies from the debit of Fri, 5 Feb 2027.');
    expect(within(panel).queryByText(/already on the statement/)).toBeNull();
    const change = within(panel).getByRole('cell', { name: 'AED 4,189.50' }).closest('tr')!;
    expect(cells(change)).toEqual(['Fri, 5 Feb 2027', 'AED 3,990', 'AED 4,189.50', expect.any(String), expect.stringMatching(/^finance@agency\.ae · 28 Nov 2026/)]);
  });

  it('says there is no statement yet before the application is submitted (404)', async () => {
    fakeApi('agent', { [statementPath]: () => json({ error: 'Not found' }, 404) });
    renderScreen(<StatementPanel appId={appId} />);
    expect(await screen.findByText('No statement yet: it starts when the family submits the application.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
