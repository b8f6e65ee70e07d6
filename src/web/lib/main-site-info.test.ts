import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainSiteInfoGuard } from './main-site-info';
import { siteRedirectsToWhatsapp, siteWhatsappUrl } from './site-config';

afterEach(() => vi.unstubAllGlobals());

const info = {
  siteConfig: {
    landingPageSiteConfig: { hideWhatsappButton: false },
    ccSiteConfig: { redirectToWhatsapp: true, contactNumber: '+971 4 1', whatsappNumber: '971500000001' },
  },
};

describe('main site info guard (section 8)', () => {
  it('blocks hire-maid navigation when the call fails, lets other pages through', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: 'down' }), { status: 500 }))));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(mainSiteInfoGuard(client, { block: true })()).rejects.toMatchObject({ status: 500 });
    await expect(mainSiteInfoGuard(client, { block: false })()).resolves.toBeNull();
  });

  it('gives the info and feeds the error layer its WhatsApp settings', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(info)))));
    const client = new QueryClient();
    await expect(mainSiteInfoGuard(client, { block: true })()).resolves.toEqual(info);
    expect(siteRedirectsToWhatsapp()).toBe(true);
    expect(siteWhatsappUrl()).toBe('https://api.whatsapp.com/send?phone=971500000001');
  });
});
