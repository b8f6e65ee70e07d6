import { describe, expect, it } from 'vitest';
import { ROUTE_TEXTS, textsOf } from './route-texts.js';
import { findRoute, matchesPattern, routeList, routeOf, routes } from './routes.js';
import { STAFF_WRITTEN_PAGES } from './content/site-pages.js';

describe('the route table', () => {
  it('gives every route its own path and page code', () => {
    expect(new Set(routeList.map((r) => r.path)).size).toBe(routeList.length);
    expect(new Set(routeList.map((r) => r.pageCode)).size).toBe(routeList.length);
    expect(routeList.map((r) => r.id)).toEqual(Object.keys(routes));
  });

  it('has the texts of every route, by id, and no texts of a route it lacks', () => {
    expect(Object.keys(ROUTE_TEXTS).sort()).toEqual(Object.keys(routes).sort());
    for (const { id } of routeList) expect(textsOf(id).title, id).not.toBe('');
  });

  it('guards and preloads the main site info on the hire-maid pages only (spec section 8)', () => {
    expect(routeList.filter((r) => r.guard).map((r) => [r.id, r.guard])).toEqual([
      ['hireMaid', 'block'],
      ['hireNanny', 'block'],
    ]);
    expect(routeList.filter((r) => r.preload?.includes('mainSiteInfo')).map((r) => r.id)).toEqual(['hireMaid', 'hireNanny']);
  });

  it('preloads their texts on the FAQ and on exactly the content pages staff write (issue 31)', () => {
    expect(routeList.filter((r) => r.preload?.includes('faq')).map((r) => r.id)).toEqual(['faq']);
    expect(routeList.filter((r) => r.preload?.includes('contentPage')).map((r) => r.id).sort()).toEqual([...STAFF_WRITTEN_PAGES].sort());
  });
});

describe('findRoute', () => {
  it('finds a route by path, a trailing slash ignored, with its id', () => {
    expect(findRoute('/')?.id).toBe('home');
    expect(findRoute('/hire-nanny/')).toMatchObject({ id: 'hireNanny', nannyMode: true, pageCode: 'hire_nanny' });
    expect(findRoute('/med/dxb')?.id).toBe('medDxb');
    expect(findRoute('/some-slug')).toBeUndefined();
    expect(routeOf('faq').path).toBe('/hire-maid/faq');
  });

  it('matches a path pattern segment', () => {
    expect(findRoute('/welcome-to-maidvisa')?.id).toBe('welcomeProduct');
    expect(matchesPattern('/welcome-to-:product', '/welcome-to-')).toBe(false);
    expect(matchesPattern('/welcome-to-:product', '/welcome-to-a/b')).toBe(false);
  });
});
