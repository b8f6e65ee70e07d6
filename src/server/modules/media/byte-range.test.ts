import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range.js';

describe('requestedRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range);
  });

  it.each([['bytes=1000-'], ['bytes=5000-6000'], ['bytes=-0']])('finds %s unsatisfiable', (header) => {
    expect(requestedRange(header, 1000)).toBe('unsatisfiable');
  });

  it('finds every range of an empty file unsatisfiable', () => {
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-10', 0)).toBe('unsatisfiable');
  });

  it.each([[undefined], [''], ['bytes=5-2'], ['bytes=0-1,5-9'], ['items=0-1'], ['bytes=-'], ['bytes=a-b']])(
    'sends the whole file for %s',
    (header) => {
      expect(requestedRange(header, 1000)).toBeNull();
    },
  );
});
