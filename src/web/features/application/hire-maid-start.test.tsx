import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MINUTES } from '../../../shared/application/constants';
import type { MaidOffer } from '../../../shared/api/offer/schemas';
import { MemoryRouter } from '../../lib/router';
import { HireMaidStart } from './hire-maid-start';

const renderStart = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <HireMaidStart maidId={5} params={new URLSearchParams()} onStarted={() => {}} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

const offer = (availability: MaidOffer['availability']): MaidOffer => ({
  maid: { id: 5, name: 'Jocelyn', nationality: 'Filipina', posterURL: '/media/posters/clip-01.jpg' },
  availability,
  serviceName: 'Live-in maid',
  quote: {
    priceListId: 1,
    service: 'live_in',
    vatBasisPoints: 500,
    monthlyFeeFils: 380_000,
    monthlyVatFils: 19_000,
    monthlyTotalFils: 399_000,
    firstMonthChanges: [],
    firstMonthTotalFils: 399_000,
    oneOffCharges: [],
    included: [],
    firstPaymentFils: 399_000,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('HireMaidStart', () => {
  it('says how long the application takes with the figure the FAQ gives (issue 16)', () => {
    renderStart();
    expect(APPLICATION_MINUTES).toBe(10);
    expect(screen.getByText(/^It takes about/).textContent).toMatch(/^It takes about 10 minutes:/);
  });

  it.each([
    ['reserved', 'Another family is applying for her right now'],
    ['visa_in_process', 'Hired by a family: her visa is in process'],
    ['hired', 'She has been hired'],
  ] as const)('announces a maid who is %s before the price and the Start button (issue 34)', async (availability, text) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(offer(availability)), { headers: { 'content-type': 'application/json' } })));
    renderStart();
    expect(await screen.findByRole('heading', { name: 'Jocelyn cannot be hired now' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Start application' })).toBeNull();
    expect(screen.queryByText(/AED/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See available maids' }).getAttribute('href')).toBe('/hire-maid');
  });
});
