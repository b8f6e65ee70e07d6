import { describe, expect, it } from 'vitest';
import {
  MAX_PREFERENCES,
  parsePreferences,
  preferMatchingType,
  resolveNationalityFlag,
  serializePreferences,
} from './preferences';

describe('parsePreferences', () => {
  it('keeps integers only, dropping duplicates and non-integers', () => {
    expect(parsePreferences('[1, 2.5, "3", 4, null, 4, -1, 0, true]')).toEqual([1, 4]);
  });

  it('ignores garbage without throwing', () => {
    expect(parsePreferences('not json')).toEqual([]);
    expect(parsePreferences('{"a":1}')).toEqual([]);
    expect(parsePreferences(null)).toEqual([]);
    expect(parsePreferences('7')).toEqual([7]);
  });

  it('trims a huge list', () => {
    const huge = JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(parsePreferences(huge)).toHaveLength(MAX_PREFERENCES);
  });

  it('serialises to a clean integer array', () => {
    expect(serializePreferences([3, 3, 1.2, 5])).toBe('[3,5]');
  });
});

describe('preferMatchingType', () => {
  it('puts the picked type first and keeps earlier ones', () => {
    expect(preferMatchingType([2, 3], 3)).toEqual([3, 2]);
    expect(preferMatchingType([], 1)).toEqual([1]);
  });
});

describe('nationality flags', () => {
  it('chooses the flag in the query and clears the other two', () => {
    const r = resolveNationalityFlag(new URLSearchParams('v_african=1'), ['v_filipina']);
    expect(r).toEqual({ flag: 'v_african', fromQuery: true, clear: ['v_filipina', 'v_ethiopian'] });
  });

  it('falls back to the remembered flag when the query has none', () => {
    const r = resolveNationalityFlag(new URLSearchParams('x=1'), ['v_ethiopian']);
    expect(r.flag).toBe('v_ethiopian');
    expect(r.fromQuery).toBe(false);
  });

  it('has no flag and clears nothing without one', () => {
    expect(resolveNationalityFlag(new URLSearchParams(''), [])).toEqual({ flag: undefined, fromQuery: false, clear: [] });
  });

  it('takes the last flag when the query names several', () => {
    expect(resolveNationalityFlag(new URLSearchParams('v_filipina&v_ethiopian'), []).flag).toBe('v_ethiopian');
  });
});
