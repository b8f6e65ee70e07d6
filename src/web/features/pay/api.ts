import { useMutation, useQuery } from '@tanstack/react-query';
import { completeTestCheckout, getPaymentLink, getTestCheckout, startLinkCheckout } from '../../../shared/api/money/contracts';
import type { RowStatus } from '../../../shared/money/states';
import { api } from '../../lib/api';
import { leavePage } from './leave-page';

/** The card payment pages' calls (docs/api/money.md): no session, the link's token or the checkout's id is the key. Every call is silent: the page shows its failures. */

/** How often, and how many times, the link is read again while a payment just made is confirmed (about 30 s). */
export const CONFIRM_POLL_MS = 3_000;
const CONFIRM_POLLS = 10;

/** Paid by card just now and not yet shown collected: the provider's confirmation is on its way. */
export const awaitingConfirmation = (justPaid: boolean, status: RowStatus | undefined) => justPaid && status !== undefined && status !== 'collected';

/** A payment link; `justPaid` (the provider's return to `?paid=1`) reads it again until it shows paid, for about 30 s. */
export const usePaymentLink = (token: string, justPaid: boolean) =>
  useQuery({
    queryKey: ['payment-link', token],
    queryFn: ({ signal }) => api(getPaymentLink, { params: { token } }, { signal, silent: true }),
    retry: false,
    refetchInterval: (query) =>
      awaitingConfirmation(justPaid, query.state.data?.status) && query.state.dataUpdateCount < CONFIRM_POLLS ? CONFIRM_POLL_MS : false,
  });

/** Opens the provider's checkout for the link, and sends the browser there. */
export const usePayLink = (token: string) =>
  useMutation({
    mutationFn: () => api(startLinkCheckout, { params: { token } }, { silent: true }),
    onSuccess: ({ url }) => leavePage(url),
  });

export const useTestCheckout = (checkoutId: string) =>
  useQuery({
    queryKey: ['test-checkout', checkoutId],
    queryFn: ({ signal }) => api(getTestCheckout, { params: { checkoutId } }, { signal, silent: true }),
    retry: false,
  });

/** Pays with a test card, or leaves; the browser then goes where the provider would send it. */
export const useCompleteTestCheckout = (checkoutId: string) =>
  useMutation({
    mutationFn: (body: { outcome: 'pay' | 'cancel'; cardNumber?: string }) => api(completeTestCheckout, { params: { checkoutId }, body }, { silent: true }),
    onSuccess: ({ redirectTo }) => leavePage(redirectTo),
  });
