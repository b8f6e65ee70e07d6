import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../shared/api/contract';
import { getContentPage } from '../../shared/api/site-pages/contracts';
import { routeList } from '../../shared/routes';
import { setCatalogueForTests } from '../lib/i18n';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { backOfficeRoutes } from '../features/back-office/shared/back-office-routes';
import { pageRoutes } from './page-routes';

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

  it("gives each back-office page its component from the back office's page module", async () => {
    const { pages } = await import('./pages/admin-page');
    const routes = backOfficeRoutes();
    for (const [i, route] of routeList.filter((r) => r.backOffice).entries()) {
      await expect(routes[i]!.lazy!(), route.id).resolves.toEqual({ Component: pages[route.id as keyof typeof pages] });
    }
    // The whole back office is transformed for this import (as in page-modules.test.ts).
  }, 30_000);

  it('guards the pages the table guards with the main site info; the FAQ and content pages wait for their texts', () => {
    const waiting = objects.filter((o) => o.loader).map((o) => o.path);
    expect(waiting).toEqual(routeList.filter((r) => r.guard || r.preload).map((r) => r.path.replace(':product', 'maidvisa')));
    expect(waiting.slice(0, 2)).toEqual(['/hire-maid', '/hire-nanny']);
    expect(waiting).toContain('/hire-maid/faq');
    expect(waiting).toContain('/terms-of-service');
    expect(waiting).not.toContain('/locations');
  });

  it("a content page's navigation fetches its texts by its page code, in the page's language (issue 31)", async () => {
    setCatalogueForTests('fr', {});
    const urls: string[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ pageCode: 'services', title: 'T', intro: 'I', sections: [] }), { headers: { 'content-type': 'application/json' } }));
    }));
    const services = objects.find((o) => o.path === '/services')!;
    await (services.loader as () => Promise<unknown>)();
    setCatalogueForTests('en', undefined);
    expect(urls).toEqual([urlOf(getContentPage, { pageCode: 'services' }, { lang: 'fr' })]);
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
