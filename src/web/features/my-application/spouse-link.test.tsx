import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationStatus } from '../../../shared/api/application/schemas';
import { sendSpouseLinkAgain } from '../../../shared/api/application/contracts';
import { urlOf } from '../../../shared/api/contract';
import { SENT_JUST_NOW } from '../../../shared/application/spouse-link';
import { SpouseLink } from './spouse-link';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const status = (over: Partial<ApplicationStatus> = {}): ApplicationStatus => ({
  id: '3f1c0d6e-0000-4000-8000-000000000001',
  reference: 'AB12-CD34',
  stage: 'submitted',
  submittedAt: '2026-11-26T08:00:00.000Z',
  reached: [{ stage: 'submitted', at: '2026-11-26T08:00:00.000Z' }],
  cancelReason: null,
  housemaid: { id: 1, name: 'Purity', posterURL: '/media/p.jpg' },
  visaWaits: [],
  arrival: null,
  documents: [],
  mandate: true,
  spouseLink: { toPhone: '+9715******77', sentAt: '2026-11-26T07:00:00.000Z', signed: false },
  ...over,
});

const renderIt = (s: ApplicationStatus) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SpouseLink status={s} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("/my-application: the spouse's signing link (issue 34)", () => {
  it('sends the link again to the same number, and says so', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ toPhone: '+9715******77', sentAt: '2026-11-28T08:00:00.000Z' }));
    vi.stubGlobal('fetch', fetchMock);
    renderIt(status());
    expect(screen.getByText(/Your spouse has not signed yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/A new link is on its way to \+9715\*{6}77\./);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(urlOf(sendSpouseLinkAgain, { id: status().id }));
    expect(init.method).toBe('POST');
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ error: SENT_JUST_NOW }, 429)));
    renderIt(status());
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SENT_JUST_NOW);
  });

  it('offers nothing once the spouse signed, or without a spouse link', () => {
    const signed = renderIt(status({ spouseLink: { toPhone: '+9715******77', sentAt: '2026-11-26T07:00:00.000Z', signed: true } }));
    expect(screen.getByText('Your spouse has signed the monthly payment forms.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    signed.unmount();
    const { container } = renderIt(status({ spouseLink: null }));
    expect(container.textContent).toBe('');
  });
});
