import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../../shared/api/contract';
import { completeTestCheckout, getPaymentLink, getTestCheckout, startLinkCheckout } from '../../../shared/api/money/contracts';
import type { paymentLinkSchema } from '../../../shared/api/money/schemas';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { CONFIRM_POLL_MS } from './api';
import { leavePage } from './leave-page';
import { PayLinkPage } from './pay-link-page';
import { TestCheckoutPage } from './test-checkout-page';
import { fakeServer, jsonResponse } from '../../test/fake-api';

vi.mock('./leave-page', () => ({ leavePage: vi.fn() }));

type PaymentLink = import('zod/mini').infer<typeof paymentLinkSchema>;

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/pay/test-checkout/:checkoutId', element: <TestCheckoutPage /> },
      { path: '/pay/:token', element: <PayLinkPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const token = 'eyJyb3ciOiIxIn0.c2lnbmF0dXJl';
const linkPath = urlOf(getPaymentLink, { token });
const returned: PaymentLink = {
  amountFils: 315_000,
  kind: 'monthly_payment',
  method: 'direct_debit',
  seq: 2,
  dueOn: '2026-02-18',
  periodTo: '2026-03-18',
  status: 'returned',
  payable: true,
  reference: 'MV-2025-0042',
  maidName: 'Maria',
  returnReason: 'Insufficient funds',
  testMode: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(leavePage).mockClear();
});

/** The value beside a term of the page's facts. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent!.replace(/\s+/g, ' ');

describe('the payment link page', () => {
  it("shows what the returned debit is for and pays it on the provider's page", async () => {
    const calls = fakeServer({
      [`GET ${linkPath}`]: [() => jsonResponse(returned)],
      [`POST ${urlOf(startLinkCheckout, { token })}`]: [() => jsonResponse({ url: 'https://checkout.example/c/2' })],
    });
    open(`/pay/${token}`);
    const button = await screen.findByRole('button', { name: 'Pay \u2066AED\u00a03,150\u2069 by card' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeTruthy();
    expect(screen.getByText('AED 3,150').getAttribute('dir')).toBe('ltr');
    expect(fact('For')).toBe('Monthly debitFeb 18 – Mar 17, 2026');
    expect(fact('Your maid')).toBe('Maria');
    expect(fact('Reference')).toBe('MV-2025-0042');
    expect(fact('Returned by the bank')).toBe('Insufficient funds');
    expect(screen.getByText('Test mode: no real money moves.')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.example/c/2'));
    expect(calls.map((c) => c.init.method)).toEqual(['GET', 'POST']);
  });

  it('says a paid link is paid, with nothing to pay', async () => {
    fakeServer({ [`GET ${linkPath}`]: [() => jsonResponse({ ...returned, status: 'collected', payable: false, testMode: false })] });
    open(`/pay/${token}`);
    expect((await screen.findByText('This payment is paid. Thank you.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Test mode: no real money moves.')).toBeNull();
  });

  it('says a cancelled link has nothing to pay', async () => {
    fakeServer({ [`GET ${linkPath}`]: [() => jsonResponse({ ...returned, status: 'cancelled', payable: false })] });
    open(`/pay/${token}`);
    expect((await screen.findByText('This payment is cancelled: there is nothing to pay.')).getAttribute('role')).toBe('status');
  });

  it('says an unknown or expired link is not valid, in the site’s frame', async () => {
    fakeServer({ [`GET ${linkPath}`]: [() => jsonResponse({ error: 'This link is not valid or has expired' }, 404)] });
    open(`/pay/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid or has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toBe('/whatsapp-us');
  });

  it('back from the provider, thanks the family and reads the link again until it shows paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer({
      [`GET ${linkPath}`]: [() => jsonResponse(returned), () => jsonResponse(returned), () => jsonResponse({ ...returned, status: 'collected', payable: false })],
    });
    open(`/pay/${token}?paid=1`);
    expect((await screen.findByText('Thank you, your payment is being confirmed. This can take a minute.')).getAttribute('role')).toBe('status');
    // Not offered again while the provider's confirmation is on its way.
    expect(screen.queryByRole('button')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 2));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This payment is paid. Thank you.'));
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3));
    expect(calls).toHaveLength(3);
  });
});

const checkoutId = '3f1c0d6e-0000-4000-8000-0000000000c1';
const checkoutPath = urlOf(getTestCheckout, { checkoutId });
const completePath = urlOf(completeTestCheckout, { checkoutId });
const openCheckout = { amountFils: 315_000, status: 'open', description: 'Monthly debit MV-2025-0042' };

describe('the test-mode checkout page', () => {
  it('says no real money moves, and pays with the test card it is given', async () => {
    const calls = fakeServer({
      [`GET ${checkoutPath}`]: [() => jsonResponse(openCheckout)],
      [`POST ${completePath}`]: [() => jsonResponse({ redirectTo: `/pay/${token}?paid=1` })],
    });
    open(`/pay/test-checkout/${checkoutId}`);
    expect(await screen.findByText('Monthly debit MV-2025-0042')).toBeTruthy();
    expect(screen.getByText('TEST MODE — no real money moves')).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay \u2066AED\u00a03,150\u2069' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`/pay/${token}?paid=1`));
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({ outcome: 'pay', cardNumber: '4242424242424242' });
  });

  it("shows the server's answer for a declined card at the field", async () => {
    fakeServer({
      [`GET ${checkoutPath}`]: [() => jsonResponse(openCheckout)],
      // The server names the field of a refusal: the page shows the message at the field.
      [`POST ${completePath}`]: [() => jsonResponse({ error: 'cardNumber: This card was declined. Please use another card.' }, 402)],
    });
    open(`/pay/test-checkout/${checkoutId}`);
    const field = await screen.findByLabelText('Card number');
    fireEvent.change(field, { target: { value: '4000 0000 0000 0002' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card was declined. Please use another card.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('asks for 16 digits before sending a card number', async () => {
    const calls = fakeServer({ [`GET ${checkoutPath}`]: [() => jsonResponse(openCheckout)] });
    open(`/pay/test-checkout/${checkoutId}`);
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('A card number has 16 digits.');
    expect(calls).toHaveLength(1);
  });

  it('cancels: the browser goes back where the provider sends it', async () => {
    const calls = fakeServer({
      [`GET ${checkoutPath}`]: [() => jsonResponse(openCheckout)],
      [`POST ${completePath}`]: [() => jsonResponse({ redirectTo: `/pay/${token}` })],
    });
    open(`/pay/test-checkout/${checkoutId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`/pay/${token}`));
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({ outcome: 'cancel' });
  });
});
