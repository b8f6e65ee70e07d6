import { describe, expect, it } from 'vitest';
import {
  addToList,
  afterRemoval,
  applyRefresh,
  MAX_LIST_LENGTH,
  mergeIds,
  myListKey,
  parseIdParam,
  parseStoredIds,
  removeFromList,
  shareLink,
  shouldRefresh,
  tabAfterRefresh,
} from './my-list';

describe('storage keys and parsing', () => {
  it('uses requestedMaids with an optional version suffix', () => {
    expect(myListKey()).toBe('requestedMaids');
    expect(myListKey('v2')).toBe('requestedMaids_v2');
    expect(myListKey('../bad')).toBe('requestedMaids');
  });

  it('reads stored ids, dropping garbage and duplicates', () => {
    expect(parseStoredIds('[3, "4", 3, "x", -1, 2.5, {}, 7]')).toEqual([3, 4, 7]);
    expect(parseStoredIds('{oops')).toEqual([]);
    expect(parseStoredIds('"5"')).toEqual([]);
    expect(parseStoredIds(null)).toEqual([]);
  });

  it('trims huge stored lists and URL lists', () => {
    expect(parseStoredIds(JSON.stringify(Array.from({ length: 5000 }, (_, i) => i + 1)))).toHaveLength(MAX_LIST_LENGTH);
    expect(parseIdParam(Array.from({ length: 5000 }, (_, i) => i + 1).join(','))).toHaveLength(MAX_LIST_LENGTH);
    expect(parseIdParam('1, 2,abc,,2,99999999999')).toEqual([1, 2]);
  });
});

describe('adding and removing', () => {
  it('puts an added maid first with rank position + 1', () => {
    expect(addToList([5, 6], 7)).toEqual({ list: [7, 5, 6], rank: 1 });
  });

  it('moves a maid already in the list to the front without duplicating it', () => {
    expect(addToList([5, 6, 7], 7).list).toEqual([7, 5, 6]);
  });

  it('removes a maid', () => {
    expect(removeFromList([5, 6, 7], 6)).toEqual([5, 7]);
    expect(removeFromList([5], 9)).toEqual([5]);
  });

  it('closes the panel on desktop and goes to /hire-maid on mobile only when both lists are empty', () => {
    expect(afterRemoval([], [], false)).toBe('close-panel');
    expect(afterRemoval([], [], true)).toBe('go-to-hire-maid');
    expect(afterRemoval([1], [], true)).toBe('none');
    expect(afterRemoval([], [2], false)).toBe('none');
  });
});

describe('refresh', () => {
  const available = [
    { housemaid: { id: 1 }, nationalityMatchingType: { id: 10 } },
    { housemaid: { id: 3 }, nationalityMatchingType: { id: 99 } },
    { housemaid: { id: 4 }, nationalityMatchingType: { id: 10 } },
  ];

  it("keeps only the server's still-available maids, in list order, without notAllowed types", () => {
    expect(applyRefresh([4, 2, 3, 1], available, [99])).toEqual([4, 1]);
  });

  it('is not fetched without ids or without preferences', () => {
    expect(shouldRefresh([], [1])).toBe(false);
    expect(shouldRefresh([1], [])).toBe(false);
    expect(shouldRefresh([1], [2])).toBe(true);
  });

  it('switches to whichever list is non-empty, defaulting to my-list', () => {
    expect(tabAfterRefresh([], [2], 'my-list')).toBe('shared-list');
    expect(tabAfterRefresh([1], [], 'shared-list')).toBe('my-list');
    expect(tabAfterRefresh([1], [2], 'shared-list')).toBe('shared-list');
    expect(tabAfterRefresh([], [], 'shared-list')).toBe('my-list');
  });
});

describe('merging and sharing', () => {
  it('merges URL ids without duplicates', () => {
    expect(mergeIds([3, 1], [1, 2, 3, 4])).toEqual([3, 1, 2, 4]);
  });

  it('builds a share link that carries the ids', () => {
    expect(shareLink('https://example.test/', [3, 1, 3])).toBe('https://example.test/shortlisted-maids?sgl=3,1');
    expect(parseIdParam(new URL(shareLink('https://e.test', [8, 9])).searchParams.get('sgl'))).toEqual([8, 9]);
  });
});
