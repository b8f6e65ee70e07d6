import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeList } from '../../shared/routes';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { backOfficeRoutes, pageRoutes } from './page-routes';

afterEach(() => vi.unstubAllGlobals());

describe('the router routes of the route table', () => {
  const objects = pageRoutes();

  it('has one route per table route, the configured welcome-to-{product}, then the fallback last', () => {
    const publicRoutes = routeList.filter((r) => !r.backOffice);
    expect(objects.map((o) => o.path)).toEqual([...publicRoutes.map((r) => r.path.replace(':product', 'maidvisa')), '*']);
    expect(objects.every((o) => o.lazy)).toBe(true);
  });

  it('keeps the back office apart: its pages are in a tree of their own, none under the site frame', () => {
    expect(backOfficeRoutes().map((o) => o.path)).toEqual(routeList.filter((r) => r.path.startsWith('/admin')).map((r) => r.path));
    expect(backOfficeRoutes().map((o) => o.path)).toContain('/admin/banner');
    expect(objects.some((o) => o.path?.startsWith('/admin'))).toBe(false);
  });

  it('guards the pages the table guards with the main site info', () => {
    const guarded = objects.filter((o) => o.loader).map((o) => o.path);
    expect(guarded).toEqual(routeList.filter((r) => r.guard).map((r) => r.path));
    expect(guarded).toEqual(['/hire-maid', '/hire-nanny']);
  });

  it("loads a route's component and error boundary from its page module", async () => {
    const hireNanny = objects.find((o) => o.path === '/hire-nanny')!;
    const { pages, ErrorBoundary } = await import('./pages/hire-maid-page');
    await expect(hireNanny.lazy!()).resolves.toEqual({ Component: pages.hireNanny, ErrorBoundary });
    const aboutUs = await objects.find((o) => o.path === '/aboutus')!.lazy!();
    expect(aboutUs.Component).toBe((await import('./pages/content-page')).pages.aboutUs);
    expect(aboutUs.ErrorBoundary).toBeUndefined();
  });

  it('blocks hire-maid when the main site info fails, showing its error (spec section 8)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"error":"down"}', { status: 500 }))));
    const router = createMemoryRouter(pageRoutes(), { initialEntries: ['/hire-maid'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
  });
});
