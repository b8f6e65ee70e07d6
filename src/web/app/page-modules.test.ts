import { describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes';
import { pageModules } from './page-modules';

// The route table (src/shared/routes.ts) names each route's page module; the web loads
// src/web/app/pages/<page>.tsx, and the server finds the same file in the build manifest. The
// public site's modules are in pageModules; the back office's (admin-page) its routes load.
const fileOf = (page: string) => `./pages/${page}.tsx`;
const pagesOfTable = new Set(routeList.filter((r) => !r.backOffice).map((r) => r.page));

describe('the page modules and the route table', () => {
  it('has a page module for every route', () => {
    const missing = [...pagesOfTable].filter((page) => !pageModules[fileOf(page)]);
    expect(missing).toEqual([]);
  });

  it('has a route for every page module', () => {
    const unused = Object.keys(pageModules).filter((file) => ![...pagesOfTable].some((page) => fileOf(page) === file));
    expect(unused).toEqual([]);
  });

  it("gives each module's routes, and only those, a component", async () => {
    for (const page of pagesOfTable) {
      const module = await pageModules[fileOf(page)]!();
      const ids = routeList.filter((r) => r.page === page).map((r) => r.id);
      expect(Object.keys(module.pages).sort(), page).toEqual([...ids].sort());
      for (const id of ids) expect(typeof module.pages[id], id).toBe('function');
    }
  }, 30_000);

  it('has an error boundary wherever a failing guard blocks the navigation', async () => {
    for (const route of routeList.filter((r) => r.guard === 'block')) {
      const module = await pageModules[fileOf(route.page)]!();
      expect(module.ErrorBoundary, route.id).toBeTypeOf('function');
    }
  });
});
