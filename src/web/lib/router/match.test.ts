import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match';

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
});
