import { describe, expect, it } from 'vitest';
import { compareHref, parseCompareIds } from './compare-ids.js';

describe('compare links', () => {
  it('reads valid ids once each, in order, at most four', () => {
    expect(parseCompareIds('3,7,12')).toEqual([3, 7, 12]);
    expect(parseCompareIds('3,3,x,-1,0,7,1.5,9,10,11')).toEqual([3, 7, 9, 10]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('links the first four of a list', () => {
    expect(compareHref([1, 2, 3, 4, 5])).toBe('/my-list/compare?ids=1,2,3,4');
  });
});
