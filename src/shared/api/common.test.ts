import { describe, expect, it } from 'vitest';
import { intListSchema, MAX_IDS_PER_REQUEST, parseIntList } from './common.js';

/** The list rule as first written: trim each entry (of ASCII spaces and controls), keep 1–10 digits of a positive 32-bit integer, once. */
function reference(lists: string[]): number[] {
  const ids: number[] = [];
  for (const raw of lists.flatMap((s) => s.split(','))) {
    const s = raw.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
    if (!/^\d{1,10}$/.test(s)) continue;
    const n = Number(s);
    if (n > 0 && n <= 2_147_483_647 && !ids.includes(n)) ids.push(n);
  }
  return ids;
}

describe('parseIntList', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 4 , 5 ,6 ', [4, 5, 6]],
    ['7,7,8,7', [7, 8]],
    ['0,-1,+2,3.5,1e3,abc,,9', [9]],
    ['1 2,3', [3]],
    ['2147483647,2147483648,99999999999', [2147483647]],
    ['0012', [12]],
    ['', []],
    [',,,', []],
  ])('reads %j as %j', (list, ids) => {
    expect(parseIntList([list])).toEqual(ids);
    expect(parseIntList([list])).toEqual(reference([list]));
  });

  it('reads repeated parameters as one list, in order, without repeats', () => {
    expect(parseIntList(['3,1', '1,2'])).toEqual([3, 1, 2]);
  });

  it('agrees with the rule as written on random lists', () => {
    const alphabet = '0123456789, -+.ax\t\n';
    for (let k = 0; k < 2000; k += 1) {
      const list = Array.from({ length: Math.floor(Math.random() * 30) }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
      expect(parseIntList([list]), JSON.stringify(list)).toEqual(reference([list]));
    }
  });
});

describe('intListSchema', () => {
  it('takes a string, repeated parameters or nothing', () => {
    expect(intListSchema.parse('1,2')).toEqual([1, 2]);
    expect(intListSchema.parse(['1', '2,3'])).toEqual([1, 2, 3]);
    expect(intListSchema.parse(undefined)).toEqual([]);
  });

  it(`refuses more than ${MAX_IDS_PER_REQUEST} ids`, () => {
    const many = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) => i + 1).join(',');
    expect(intListSchema.safeParse(many).success).toBe(false);
  });
});
