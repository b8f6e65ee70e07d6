import { describe, expect, it } from 'vitest';
import { fillPath, matchPath } from './route-path.js';
import { findRoute, hrefOf, routeParams } from './routes.js';

describe('matchPath', () => {
  it('gives the parameters of a matching path, decoded', () => {
    expect(matchPath('/maid/:id', '/maid/42')).toEqual({ id: '42' });
    expect(matchPath('/maid/:id', '/maid/42/')).toEqual({ id: '42' });
    expect(matchPath('/maid/:id', '/maid/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/welcome-to-:product', '/Welcome-To-maidvisa')).toEqual({ product: 'maidvisa' });
    expect(matchPath('/hire-maid', '/hire-maid')).toEqual({});
  });

  it('answers null when the segments differ or a parameter would be empty', () => {
    expect(matchPath('/maid/:id', '/maid')).toBeNull();
    expect(matchPath('/maid/:id', '/maid/1/2')).toBeNull();
    expect(matchPath('/maid/:id', '/maids/1')).toBeNull();
    expect(matchPath('/welcome-to-:product', '/welcome-to-')).toBeNull();
  });

  it('fills a pattern, encoding each value, and refuses a missing one', () => {
    expect(fillPath('/maid/:id', { id: '7' })).toBe('/maid/7');
    expect(fillPath('/maid/:id', { id: 'a/b' })).toBe('/maid/a%2Fb');
    expect(() => fillPath('/maid/:id', {})).toThrow(/id/);
  });
});

describe("the maid page's route", () => {
  it('is found by the table with its id, which hrefOf writes back', () => {
    const route = findRoute('/maid/15');
    expect(route?.id).toBe('maid');
    expect(routeParams(route!, '/maid/15')).toEqual({ id: '15' });
    expect(hrefOf('maid', { id: '15' })).toBe('/maid/15');
    expect(findRoute('/maid')).toBeUndefined();
  });
});
