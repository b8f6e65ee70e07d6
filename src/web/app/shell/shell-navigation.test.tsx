import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCaptcha, currentCaptcha } from '../../lib/captcha-request';
import { currentPdf, openPdf } from '../../lib/pdf-viewer';
import { LazyOverlays } from './lazy-overlays';
import { LoadingOverlay } from './loading-overlay';
import { useRouteHead } from './route-head';
import { useShellEffects } from './shell-effects';

afterEach(() => vi.unstubAllGlobals());

function Layout() {
  useShellEffects();
  useRouteHead();
  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <LazyOverlays />
    </>
  );
}

function setup(homeLoader: () => Promise<null>) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', loader: homeLoader, element: <h1>Home</h1> },
          { path: '/legal', element: <h1>Legal</h1> },
          { path: '/med/dxb', element: <h1>Med</h1> },
        ],
      },
    ],
    { initialEntries: ['/legal'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('shell on navigation', () => {
  it('shows the loading overlay while navigating home, and closes open modals when navigation starts', async () => {
    let release!: () => void;
    const router = setup(() => new Promise((resolve) => (release = () => resolve(null))));
    await screen.findByRole('heading', { name: 'Legal' });
    const cancel = vi.fn();
    act(() => {
      openPdf({ url: '/x.pdf', title: 'X' });
      openCaptcha({ captchaId: 'c', attachmentUuid: null, verify: () => Promise.resolve(), cancel });
    });
    await screen.findByRole('dialog', { name: 'Security check' });

    act(() => void router.navigate('/'));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(currentPdf()).toBeNull();
    expect(currentCaptcha()).toBeNull();
    expect(cancel).toHaveBeenCalled();

    await act(async () => release());
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sets the title, description and keywords of each route', async () => {
    document.title = 'Anything | Sunrise Maids';
    window.dataLayer = [];
    const router = setup(() => Promise.resolve(null));
    await screen.findByRole('heading', { name: 'Legal' });
    await waitFor(() => expect(document.title).toBe('Contract Samples | Sunrise Maids'));
    await act(async () => void router.navigate('/med/dxb'));
    await waitFor(() => expect(document.title).toBe('Medical Test in Dubai | Sunrise Maids'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/medical test in Dubai/);
    await act(async () => void router.navigate('/'));
    await waitFor(() => expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(/maid/));
    const views = (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view');
    expect(views.map((e) => (e as { path?: string }).path)).toEqual(['/legal', '/med/dxb', '/']);
  });
});
