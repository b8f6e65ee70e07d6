import { useMutation, useQuery } from '@tanstack/react-query';
import { urlOf } from '../../../../shared/api/contract';
import { getInvoicePdf, getStatement, startRowCheckout } from '../../../../shared/api/money/contracts';
import type { Statement } from '../../../../shared/api/money/schemas';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { leavePage } from '../../pay/leave-page';

/** The statement's calls (docs/api/money.md). Failures are the caller's to show: every call is silent. */

/** How often, and how long, the statement is read again while a card payment the family just made is confirmed. */
export const CONFIRM_POLL_MS = 3_000;
const CONFIRM_POLLS = 10;

/**
 * The statement, or a 404 before the application is submitted (the section then shows nothing).
 * `paidRowId`: the row the family just paid by card (`?paid=` of the provider's return): read
 * again every few seconds, about 30 s at most, until the provider's confirmation has marked it paid.
 */
export const useStatement = (appId: string, paidRowId: string | null = null) =>
  useQuery({
    queryKey: ['statement', appId],
    queryFn: ({ signal }) => api(getStatement, { params: { id: appId }, query: { sessionId: getSessionId() } }, { signal, silent: true }),
    retry: false,
    refetchInterval: (query) =>
      paidRowId && isConfirming(query.state.data, paidRowId) && query.state.dataUpdateCount < CONFIRM_POLLS ? CONFIRM_POLL_MS : false,
  });

/** The row paid by card is not shown collected yet. */
export const isConfirming = (statement: Statement | undefined, rowId: string): boolean =>
  statement !== undefined && statement.rows.some((r) => r.id === rowId && r.status !== 'collected');

/** A tax invoice or credit note (PDF): the browser sends the access cookie with it. */
export const invoiceUrl = (appId: string, invoiceId: string) => urlOf(getInvoicePdf, { id: appId, invoiceId }, { sessionId: getSessionId() });

/** Opens a card checkout for a returned payment, and sends the browser to the provider's page. */
export const usePayRow = (appId: string) =>
  useMutation({
    mutationFn: (rowId: string) => api(startRowCheckout, { params: { id: appId, rowId }, body: { sessionId: getSessionId() } }, { silent: true }),
    onSuccess: ({ url }) => leavePage(url),
  });
