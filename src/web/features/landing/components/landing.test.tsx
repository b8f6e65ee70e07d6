import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getParameters, getTestimonials } from '../../../../shared/api/public/contracts';
import { applyLabels, NANNY_LABELS } from '../../../../shared/labels';
import { Landing } from './landing';

const DEMO_REVIEWS = {
  demo: true,
  testimonials: [
    { id: 'r1', quote: 'She is wonderful with our son.', name: 'Aisha M.', place: 'Dubai', rating: 5 },
    { id: 'r2', quote: 'Quick and clear.', name: 'Tom B.', place: 'Ajman', rating: 4 },
  ],
};

function serve(
  parameters: Record<string, string>,
  rate = { rating: 4.8, count: 12345, reviewUrl: 'https://reviews.test/x' },
  reviews: { demo: boolean; testimonials: unknown[] } = DEMO_REVIEWS,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://local');
      if (url.pathname === getParameters.path) {
        return new Response(JSON.stringify(Object.entries(parameters).map(([code, value]) => ({ code, value }))));
      }
      if (url.pathname.endsWith('/getgooglerate')) return new Response(JSON.stringify(rate));
      if (url.pathname === getTestimonials.path) return new Response(JSON.stringify(reviews));
      if (url.pathname.endsWith('/getmainccsiteinfo')) {
        return new Response(
          JSON.stringify({
            siteConfig: {
              landingPageSiteConfig: { hideWhatsappButton: false },
              ccSiteConfig: { redirectToWhatsapp: false, contactNumber: '+971 4 123 4567', whatsappNumber: '971500000000' },
            },
          }),
        );
      }
      return new Response('{}');
    }),
  );
}

function renderLanding(variant: 'default' | 'alternative' = 'default', label = (s: string) => s) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <Landing label={label} variant={variant} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('Landing', () => {
  it('offers maids, nannies and visas with the Hire a Maid and Get a Visa buttons', () => {
    serve({});
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/maids and nannies/);
    expect(screen.getByRole('link', { name: 'Hire a Maid' }).getAttribute('href')).toBe('/hire-maid');
    expect(screen.getAllByRole('link', { name: 'Get a Visa' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Full-time live-out maids/ }).getAttribute('href')).toBe('/hire-maid?living=live_out');
  });

  it('shows the Google rating with thousands commas', async () => {
    serve({});
    renderLanding();
    expect((await screen.findByRole('link', { name: /4\.8 on Google from 12,345 reviews/ })).getAttribute('href')).toBe(
      'https://reviews.test/x',
    );
  });

  it('shows the visa ETA when value equals show and is above 0, and the wait days of each stage', async () => {
    serve({ sites_visa_eta_value: '10', sites_visa_eta_show: '10', sites_wait_after_paying_visa: '3', sites_wait_after_medical_visa: '1' });
    renderLanding();
    // The headline adds up the stages listed under it (3 + 1), so the two agree.
    expect(await screen.findByText('Visa ready in about 4 days')).toBeTruthy();
    expect(screen.getByText('After you pay for the visa').nextSibling?.textContent).toBe('3 days');
    expect(screen.getByText('After the medical test').nextSibling?.textContent).toBe('1 day');
    expect(await screen.findByRole('link', { name: 'Call +971 4 123 4567' })).toBeTruthy();
  });

  it('hides the ETA when the show value differs, and the phone when sites_call_us_show is false', async () => {
    serve({ sites_visa_eta_value: '10', sites_visa_eta_show: '0', sites_call_us_show: 'false', sites_wait_after_paying_visa: '3' });
    renderLanding();
    await screen.findByText('After you pay for the visa');
    expect(screen.queryByText(/Visa ready in about/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
  });

  it('reads sensibly in nanny mode (issue 16)', () => {
    serve({});
    renderLanding('default', (s) => applyLabels(s, NANNY_LABELS));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Full-time nannies in the UAE');
    expect(screen.getByRole('heading', { name: 'Hire a full-time nanny' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maid and nanny visas' })).toBeTruthy();
    expect(screen.getByText(/^Already have a maid or nanny\?/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/nann(y|ies) (and|or) nann/i);
  });

  it('leads with how hiring works on the alternative landing, with the labels applied', () => {
    serve({});
    renderLanding('alternative', (s) => s.replace(/maid/g, 'nanny'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/full-time nanny on video/);
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it('leads with how hiring works on every landing, in four steps', () => {
    serve({});
    renderLanding();
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Step 1 Watch',
      'Step 2 Save',
      'Step 3 Hire',
      'Step 4 Welcome her home',
    ]);
  });

  it('names the licence number from the site parameters in the trust section', async () => {
    serve({ licence_number: 'MOHRE-4321' });
    renderLanding();
    const trust = screen.getByRole('region', { name: 'Why families trust us' });
    expect(await within(trust).findByText('Licence number: MOHRE-4321')).toBeTruthy();
    expect(within(trust).getByText(/out of 5, from 12,345 reviews/)).toBeTruthy();
  });

  it('states the replacement or refund rule of the domestic-workers law', () => {
    serve({});
    renderLanding();
    const trust = screen.getByRole('region', { name: 'Why families trust us' });
    expect(within(trust).getByRole('heading', { name: 'Replacement or refund' })).toBeTruthy();
    expect(trust.textContent).toMatch(/during her probation period, we replace her or refund the recruitment fee/);
    expect(trust.textContent).toContain('Federal Decree-Law No. 9 of 2022');
  });

  it('shows the reviews the server gives, marked as demo when they are', async () => {
    serve({});
    renderLanding();
    const reviews = await screen.findByRole('region', { name: 'What families say' });
    expect(within(reviews).getByText('She is wonderful with our son.')).toBeTruthy();
    expect(within(reviews).getByRole('img', { name: '4 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText(/^Demo reviews/)).toBeTruthy();
  });

  it('shows real reviews without the demo mark, and no section without reviews', async () => {
    serve({}, undefined, { demo: false, testimonials: [DEMO_REVIEWS.testimonials[0]] });
    renderLanding();
    const reviews = await screen.findByRole('region', { name: 'What families say' });
    expect(within(reviews).queryByText(/^Demo reviews/)).toBeNull();
    cleanup();
    serve({}, undefined, { demo: false, testimonials: [] });
    const client = renderLanding();
    await waitFor(() => expect(client.getQueryState(['testimonials', 'en'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'What families say' })).toBeNull();
  });
});
