import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteObject } from './match';

/** The chain of routes that renders `pathname`, without the parameters. */
const matchRoutes = (routes: RouteObject[], pathname: string) => matchRoute(routes, pathname)?.routes ?? null;

const home: RouteObject = { path: '/' };
const hire: RouteObject = { path: '/hire-maid' };
const faq: RouteObject = { path: '/hire-maid/faq' };
const med: RouteObject = { path: 'med/dxb' };
const splat: RouteObject = { path: '*' };
const routes: RouteObject[] = [{ children: [home, hire, faq, med, splat] }];

describe('matchRoutes', () => {
  it('gives the layout then the page, for static paths, relative children included', () => {
    expect(matchRoutes(routes, '/')).toEqual([routes[0], home]);
    expect(matchRoutes(routes, '/hire-maid')?.at(-1)).toBe(hire);
    expect(matchRoutes(routes, '/hire-maid/faq')?.at(-1)).toBe(faq);
    expect(matchRoutes(routes, '/med/dxb')?.at(-1)).toBe(med);
  });

  it('ignores case and a trailing slash, and decodes segments', () => {
    expect(matchRoutes(routes, '/Hire-Maid/')?.at(-1)).toBe(hire);
    expect(matchRoutes(routes, '/hire%2Dmaid')?.at(-1)).toBe(hire);
  });

  it("sends anything else to '*', which never beats an exact path", () => {
    expect(matchRoutes(routes, '/some-campaign-slug')?.at(-1)).toBe(splat);
    expect(matchRoutes(routes, '/hire-maid/unknown')?.at(-1)).toBe(splat);
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });

  it('prefers the longer splat prefix and matches index routes at their parent path', () => {
    const deep: RouteObject = { path: '/docs/*' };
    const index: RouteObject = { index: true };
    const docs: RouteObject = { path: '/guide', children: [index] };
    const r = [splat, deep, docs];
    expect(matchRoutes(r, '/docs/a/b')?.at(-1)).toBe(deep);
    expect(matchRoutes(r, '/docs')?.at(-1)).toBe(deep);
    expect(matchRoutes(r, '/guide')).toEqual([docs, index]);
  });

  it('matches a parameter segment and gives its value, decoded and in its own case', () => {
    const maid: RouteObject = { path: '/maid/:id' };
    const r = [{ children: [home, maid, splat] }];
    expect(matchRoute(r, '/maid/42')).toEqual({ routes: [r[0], maid], params: { id: '42' } });
    expect(matchRoute(r, '/MAID/Ab%20C/')?.params).toEqual({ id: 'Ab C' });
    // A parameter is never empty and never spans two segments.
    expect(matchRoutes(r, '/maid')?.at(-1)).toBe(splat);
    expect(matchRoutes(r, '/maid/1/2')?.at(-1)).toBe(splat);
  });

  it('prefers an exact path to a parameter in the same place, whatever the order', () => {
    const byId: RouteObject = { path: '/maid/:id' };
    const compare: RouteObject = { path: '/maid/compare' };
    expect(matchRoute([byId, compare], '/maid/compare')?.routes.at(-1)).toBe(compare);
    expect(matchRoute([byId, compare], '/maid/7')).toEqual({ routes: [byId], params: { id: '7' } });
  });

  it('reads a parameter within a segment', () => {
    const welcome: RouteObject = { path: '/welcome-to-:product' };
    expect(matchRoute([welcome], '/welcome-to-maidvisa')?.params).toEqual({ product: 'maidvisa' });
    expect(matchRoute([welcome], '/welcome-to-')).toBeNull();
  });
});
