import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../../../shared/api/contract';
import { cancelService, getCancellationQuote, sendCancellationCode } from '../../../../shared/api/service/contracts';
import type { CancellationQuote } from '../../../../shared/api/service/schemas';
import { currentCaptcha } from '../../../lib/captcha-request';
import { CancelFlow } from './cancel-flow';
import { fakeServer, jsonResponse } from '../../../test/fake-api';

const appId = '3f1c0d6e-0000-4000-8000-000000000001';
const quote: CancellationQuote = {
  endsOn: '2026-11-29',
  lastDebit: { day: '2026-11-18', amountFils: 283500 },
  refund: { totalFils: 179550, vatFils: 8550, netFils: 171000, unusedDays: 19, periodDays: 30 },
  refundBy: '2026-12-12',
};

const path = (contract: Parameters<typeof urlOf>[0]) => urlOf(contract, { id: appId });

function renderIt() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelFlow appId={appId} onClose={() => undefined} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => vi.unstubAllGlobals());

describe('cancelling the service from My maid', () => {
  it('shows the refund with its sum before anything is sent, then the code after a captcha, then a wrong code at the field', async () => {
    const calls = fakeServer({
      [`GET ${path(getCancellationQuote)}`]: [() => jsonResponse(quote)],
      // Over the SMS threshold: the captcha first, then the same call again with its answer.
      [`POST ${path(sendCancellationCode)}`]: [
        () => jsonResponse({ error: 'Captcha required' }, 401, { captchaId: 'c1', captchaAttachmentUuid: 'img1' }),
        () => jsonResponse({ toPhone: '+9715******67' }),
      ],
      [`POST ${path(cancelService)}`]: [() => jsonResponse({ error: 'code: This code is not right. Please check the SMS and try again.' }, 400)],
    });
    renderIt();
    const shown = (tag: string, text: string) => (_: string, el: Element | null) => el?.tagName === tag && el.textContent === text;
    expect(await screen.findByText(shown('DD', '\u2066AED\u00a01,795.50\u2069'))).toBeTruthy();
    expect(screen.getByText(shown('BDI', 'AED\u00a02,835 × 19 ÷ 30 = AED\u00a01,795.50'))).toBeTruthy();
    expect(screen.getByText(/We pay it back to you by Dec 12, 2026 at the latest/)).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    await waitFor(() => expect(currentCaptcha()?.captchaId).toBe('c1'));
    await currentCaptcha()!.verify('ab12');
    const heading = await screen.findByRole('heading', { name: 'Enter the code' });
    const retried = calls.filter((c) => c.url.startsWith(path(sendCancellationCode)));
    expect((retried[1]!.init.headers as Record<string, string>).captchaAnswer).toBe('ab12');
    expect(document.activeElement).toBe(heading);

    const field = screen.getByLabelText('Code');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my service' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my service' }));
    expect(await screen.findByText('This code is not right. Please check the SMS and try again.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('says there is nothing to refund before the first monthly debit', async () => {
    fakeServer({ [`GET ${path(getCancellationQuote)}`]: [() => jsonResponse({ ...quote, lastDebit: null, refund: { ...quote.refund, totalFils: 0, vatFils: 0, netFils: 0 } })] });
    renderIt();
    expect(await screen.findByText('No monthly debit has been taken yet, so there is nothing to refund.')).toBeTruthy();
    expect(screen.queryByText(/We pay it back/)).toBeNull();
  });
});
