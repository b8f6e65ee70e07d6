import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWhatsappConfig } from '../../../shared/api/appsutils/contracts';
import { getContactNumber } from '../../../shared/api/public/contracts';
import { ConfirmPage } from './confirm-page';
import { WhatsappUsPage } from './whatsapp-us-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, page: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (routes: Record<string, unknown>) =>
  vi.fn((url: string) => {
    const key = Object.keys(routes).find((k) => url.includes(k));
    return Promise.resolve(
      key ? new Response(JSON.stringify(routes[key])) : new Response(JSON.stringify({ error: 'down' }), { status: 500 }),
    );
  });

describe('/whatsapp-us on desktop', () => {
  it("offers the chat with the configured message and says when we're available", async () => {
    vi.stubGlobal('fetch', answer({ [getWhatsappConfig.path]: { whatsappNumber: '971500000001', whatsappMessage: 'Hi there' } }));
    renderAt('/whatsapp-us', <WhatsappUsPage />);
    expect(screen.getByText("We're available 7 days/week. From 9 am till 10 pm.")).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Start the WhatsApp chat' });
    expect(link.getAttribute('href')).toBe('https://api.whatsapp.com/send?phone=971500000001&text=Hi%20there');
  });

  it('uses the number of the contact line nb names', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        [getWhatsappConfig.path]: { whatsappNumber: '971500000001', whatsappMessage: 'Hi' },
        [getContactNumber.path]: { code: 'nb2', phone: '+971 4 2', whatsapp: '971500000002', label: '' },
      }),
    );
    renderAt('/whatsapp-us?nb=nb2', <WhatsappUsPage />);
    const link = await screen.findByRole('link', { name: 'Start the WhatsApp chat' });
    expect(link.getAttribute('href')).toBe('https://api.whatsapp.com/send?phone=971500000002&text=Hi');
  });
});

describe('/confirm', () => {
  it('still shows the page, with a WhatsApp link, when the confirm call fails', async () => {
    vi.stubGlobal('fetch', answer({}));
    renderAt('/confirm?appId=7d1f7a4e-0000-4000-8000-000000000000', <ConfirmPage />);
    expect(await screen.findByText('Please send us “I confirm” on WhatsApp to complete your request.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send “I confirm” on WhatsApp' }).getAttribute('href')).toBe('/whatsapp-us');
  });
});
