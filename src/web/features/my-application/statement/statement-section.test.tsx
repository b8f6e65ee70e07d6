import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf, urlOf } from '../../../../shared/api/contract';
import { getInvoicePdf, getStatement, startRowCheckout } from '../../../../shared/api/money/contracts';
import type { Statement } from '../../../../shared/api/money/schemas';
import { setCatalogueForTests } from '../../../lib/i18n';
import { leavePage } from '../../pay/leave-page';
import StatementSection from './statement-section';
import { APP_ID, statementOf } from './statement-fixture';
import { fakeServer, jsonResponse } from '../../../test/fake-api';

vi.mock('../../pay/leave-page', () => ({ leavePage: vi.fn() }));

const statementPath = urlOf(getStatement, { id: APP_ID });
const renderIt = (paidRowId: string | null = null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatementSection appId={APP_ID} paidRowId={paidRowId} />
    </QueryClientProvider>,
  );

/** The list item of a statement row, by its title's text. */
const rowOf = (title: string | RegExp) => screen.getAllByText(title)[0]!.closest('li')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
  setCatalogueForTests('en', undefined);
});

describe("the family's statement", () => {
  it('shows the totals, the mandate and one row per amount, the offer as a negative amount inside the first debit', async () => {
    // Dec 2025 → Mar 2026: the first debit and January paid, February returned, March scheduled.
    fakeServer({ [`GET ${statementPath}`]: [() => jsonResponse(statementOf({ months: 4, paidThrough: 2, returned: 2 }))] });
    renderIt();
    expect(await screen.findByRole('heading', { name: 'Your payments' })).toBeTruthy();

    const totals = within(screen.getByText('Paid so far').closest('dl')!);
    expect(totals.getByText('Paid so far').nextElementSibling!.textContent).toBe('AED 6,825');
    expect(totals.getByText('Upcoming').nextElementSibling!.textContent).toBe('AED 3,150');
    expect(totals.getByText('Next payment').nextElementSibling!.textContent).toBe('\u2066AED\u00a03,150\u2069 on Mar 18, 2026');
    expect(totals.getByText('Direct-debit mandate').nextElementSibling!.textContent).toBe('DDM-20251201-0042Active');
    expect(totals.queryByText('Refunded to you')).toBeNull();
    expect(screen.getByText('Due now').parentElement!.textContent).toContain('AED 3,150');

    const first = within(rowOf('First debit'));
    expect(first.getByText('AED 3,675')).toBeTruthy();
    expect(first.getByText('Offer: Filipina offer').nextElementSibling!.textContent).toBe('AED -525');
    expect(first.getByText('For Dec 18, 2025 – Jan 17, 2026')).toBeTruthy();
    expect(first.getByText('Paid')).toBeTruthy();
    expect(first.getByText(/\+ VAT/).textContent).toBe('\u2066AED\u00a03,500\u2069 + VAT \u20665 %\u2069: \u2066AED\u00a0175\u2069');
    const invoice = first.getByRole('link', { name: /Tax invoice/ });
    expect(invoice.textContent).toBe('Tax invoice INV-2026-00001PDF');
    expect(within(invoice).getByText('INV-2026-00001').getAttribute('dir')).toBe('ltr');
    expect(invoice.getAttribute('href')!.startsWith(`${pathOf(getInvoicePdf, { id: APP_ID, invoiceId: '00000000-0000-4000-8000-000000010000' })}?sessionId=`)).toBe(true);

    const returned = within(rowOf('For Feb 18 – Mar 17, 2026'));
    expect(returned.getByText('Returned by the bank')).toBeTruthy();
    expect(returned.getByText('The bank’s reason: Insufficient funds')).toBeTruthy();
    expect(returned.queryByRole('link')).toBeNull();
    expect(within(rowOf('For Mar 18 – Apr 17, 2026')).getByText('Scheduled')).toBeTruthy();
    // Only the returned row can be paid by card.
    expect(screen.getAllByRole('button', { name: 'Pay by card' })).toHaveLength(1);
  });

  it('lists a 36-month statement by year, the latest year and month first, older years folded', async () => {
    fakeServer({ [`GET ${statementPath}`]: [() => jsonResponse(statementOf({ months: 36 }))] });
    renderIt();
    const years = await screen.findAllByRole('group');
    expect(years.map((y) => y.querySelector('summary')!.textContent)).toEqual(['2028', '2027', '2026', '2025']);
    expect(years.map((y) => (y as HTMLDetailsElement).open)).toEqual([true, false, false, false]);
    // Intl writes the range's dash between thin spaces.
    const latest = within(years[0]!).getAllByRole('listitem').map((li) => li.textContent!.replace(/\s+/g, ' '));
    expect(latest[0]).toContain('For Nov 18 – Dec 17, 2028');
    expect(latest.at(-1)).toContain('For Jan 18 – Feb 17, 2028');
    expect(screen.getAllByText('Monthly debit')).toHaveLength(35);
  });

  it("pays a returned row by card: opens the provider's checkout and sends the browser there", async () => {
    const statement = statementOf({ months: 3, returned: 2 });
    const payable = statement.rows.find((r) => r.payable)!;
    const calls = fakeServer({
      [`GET ${statementPath}`]: [() => jsonResponse(statement)],
      [`POST ${urlOf(startRowCheckout, { id: APP_ID, rowId: payable.id })}`]: [() => jsonResponse({ url: 'https://checkout.example/c/1' })],
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.example/c/1'));
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(post.init.body as string)).toEqual({ sessionId: expect.any(String) });
    // The due total's own button pays the same row.
    expect(screen.getByRole('button', { name: 'Pay \u2066AED\u00a03,150\u2069 by card' })).toBeTruthy();
  });

  it('says why a card payment could not start', async () => {
    const statement = statementOf({ months: 3, returned: 2 });
    const payable = statement.rows.find((r) => r.payable)!;
    fakeServer({
      [`GET ${statementPath}`]: [() => jsonResponse(statement)],
      [`POST ${urlOf(startRowCheckout, { id: APP_ID, rowId: payable.id })}`]: [() => jsonResponse({ error: 'This payment is already paid.' }, 409)],
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This payment is already paid.');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('thanks the family back from the card provider while the payment is confirmed', async () => {
    const before = statementOf({ months: 3, returned: 2 });
    const paidRow = before.rows.find((r) => r.payable)!;
    fakeServer({ [`GET ${statementPath}`]: [() => jsonResponse(before)] });
    renderIt(paidRow.id);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you, your payment is being confirmed. This can take a minute.');
  });

  it('shows nothing before the application is submitted (404)', async () => {
    const calls = fakeServer({ [`GET ${statementPath}`]: [() => jsonResponse({ error: 'Not found' }, 404)] });
    const { container } = renderIt();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('reads in Arabic with its amounts, references and years left to right, never broken', async () => {
    const arabic = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../shared/i18n/catalogues/ar.json'), 'utf8')) as Record<string, string>;
    setCatalogueForTests('ar', arabic);
    const statement: Statement = statementOf({ months: 3 });
    fakeServer({ [`GET ${statementPath}`]: [() => jsonResponse(statement)] });
    renderIt();
    expect(await screen.findByRole('heading', { name: arabic['Your payments'] })).toBeTruthy();
    const first = rowOf(arabic['First debit']!);
    // "الخصم" alone also means a discount: the first debit says it is a payment by direct debit.
    expect(arabic['First debit']).not.toMatch(/الخصم(?! المباشر)/);
    const isolated = [...first.querySelectorAll('bdi')];
    expect(isolated.map((a) => [a.textContent, a.getAttribute('dir')])).toEqual([
      ['AED 3,675', 'ltr'],
      ['AED -525', 'ltr'],
      ['INV-2026-00001', 'ltr'],
    ]);
    // The stylesheet's classes that keep an amount or a number on one line.
    expect(isolated.map((a) => a.className)).toEqual(['amount rowAmount', 'amount', 'nowrap']);
    expect(screen.getAllByRole('group')[0]!.querySelector('summary bdi')!.getAttribute('dir')).toBe('ltr');
  });
});
