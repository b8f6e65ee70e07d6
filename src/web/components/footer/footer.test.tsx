import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { Footer } from './footer';

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) =>
      String(input).includes('getmainccsiteinfo')
        ? new Response(
            JSON.stringify({
              siteConfig: {
                landingPageSiteConfig: { hideWhatsappButton: false },
                ccSiteConfig: { redirectToWhatsapp: false, contactNumber: '+971 4 000 0000', whatsappNumber: '971500000000' },
              },
            }),
          )
        : new Response('{}'),
    ),
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('contentinfo');
}

afterEach(() => vi.unstubAllGlobals());

describe('Footer', () => {
  it('links About, Locations, Services, Legal and Terms by the route table', () => {
    serve();
    const nav = within(renderAt('/')).getByRole('navigation', { name: 'Site' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About us', '/aboutus'],
      ['Locations', '/locations'],
      ['Services', '/services'],
      ['Legal', '/legal'],
      ['Terms of service', '/terms-of-service'],
    ]);
  });

  it("gives the site config's contact numbers and the licence line", async () => {
    serve();
    const footer = renderAt('/legal');
    expect((await within(footer).findByRole('link', { name: 'Call +971 4 000 0000' })).getAttribute('href')).toBe('tel:+97140000000');
    expect(within(footer).getByRole('link', { name: 'WhatsApp +971 50 000 0000' }).getAttribute('href')).toBe(
      'https://api.whatsapp.com/send?phone=971500000000',
    );
    expect(within(footer).getByText(/licensed by the UAE Ministry of Human Resources/)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Our trade licence' }).getAttribute('href')).toBe('/trade-license');
  });
});
