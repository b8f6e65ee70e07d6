import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backTarget } from './back-target';
import { Header } from './header';
import { useHeaderMyList } from './header-state';

function mockWidth(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Page({ count }: { count?: number }) {
  useHeaderMyList(count === undefined ? undefined : { count, onOpen: () => undefined });
  return null;
}

function renderAt(url: string, count?: number) {
  const router = createMemoryRouter([{ path: '*', element: <><Header /><Page count={count} /></> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ whatsappNumber: '971500000001', whatsappMessage: 'Hi' }))));
});
afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it("says 'We reply within 1 minute' on the landing page only, with the WhatsApp number", async () => {
    mockWidth(false);
    renderAt('/');
    expect(screen.getByText('We reply within 1 minute')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /WhatsApp \+971 50 000 0001/ });
    expect(link.getAttribute('href')).toBe('https://api.whatsapp.com/send?phone=971500000001&text=Hi');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows the My List heart with its count on hire-maid', () => {
    mockWidth(false);
    renderAt('/hire-maid', 0);
    expect(screen.getByRole('button', { name: 'My List, 0 saved' })).toBeTruthy();
    expect(screen.queryByText('We reply within 1 minute')).toBeNull();
  });

  it('hides the heart on mobile while the list is empty', () => {
    mockWidth(true);
    renderAt('/hire-maid', 0);
    expect(screen.queryByRole('button', { name: /My List/ })).toBeNull();
  });

  it('animates the badge for 500 ms when the count changes', () => {
    vi.useFakeTimers();
    mockWidth(true);
    const router = createMemoryRouter([{ path: '*', element: <><Header /><Page count={1} /></> }], { initialEntries: ['/hire-maid'] });
    const client = new QueryClient();
    const view = render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
    const badge = () => screen.getByTestId('my-list-count');
    expect(badge().className).not.toMatch(/badgeAnimating/);
    const router2 = createMemoryRouter([{ path: '*', element: <><Header /><Page count={2} /></> }], { initialEntries: ['/hire-maid'] });
    view.rerender(<QueryClientProvider client={client}><RouterProvider router={router2} /></QueryClientProvider>);
    expect(badge().textContent).toBe('2');
    expect(badge().className).toMatch(/badgeAnimating/);
    act(() => vi.advanceTimersByTime(500));
    expect(badge().className).not.toMatch(/badgeAnimating/);
    vi.useRealTimers();
  });

  it('hides the logo link for the mobile client app', () => {
    mockWidth(true);
    renderAt('/hire-maid?utm_source=client_app');
    expect(screen.queryByRole('link', { name: /home/ })).toBeNull();
  });
});

describe('backTarget', () => {
  it('goes home from hire-maid, and back to hire-maid from its sub-pages and from #saved', () => {
    expect(backTarget('/', '')).toBeUndefined();
    expect(backTarget('/hire-maid', '')).toBe('/');
    expect(backTarget('/hire-maid', '#saved')).toBe('/hire-maid');
    expect(backTarget('/hire-nanny', '#saved')).toBe('/hire-nanny');
    expect(backTarget('/hire-maid/faq', '')).toBe('/hire-maid');
    expect(backTarget('/shortlisted-maids/', '')).toBe('/hire-maid');
    expect(backTarget('/legal', '')).toBe('/');
  });
});

describe('Header on a landing page whose site config hides WhatsApp', () => {
  it('shows no WhatsApp button', async () => {
    mockWidth(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) =>
        String(input).includes('getmainccsiteinfo')
          ? new Response(
              JSON.stringify({
                siteConfig: {
                  landingPageSiteConfig: { hideWhatsappButton: true },
                  ccSiteConfig: { redirectToWhatsapp: false, contactNumber: '1', whatsappNumber: '1' },
                },
              }),
            )
          : new Response(JSON.stringify({ whatsappNumber: '971500000001', whatsappMessage: 'Hi' })),
      ),
    );
    renderAt('/');
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull());
    renderAt('/hire-maid');
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeTruthy();
  });
});
