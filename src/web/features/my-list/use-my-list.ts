import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Housemaid } from '../../../shared/api/catalogue/schemas';
import {
  addToList,
  afterRemoval,
  applyRefresh,
  mergeIds,
  removeFromList,
  tabAfterRefresh,
  type ListTab,
} from '../../../shared/my-list';
import { useRemainingAvailableMaids } from './api/get-remaining-available-maids';
import { getLists, setLists, useLists } from './my-list-store';

/** Maids the page already showed, so an added maid appears in My List before the refresh answers. */
const knownMaids = new Map<number, Housemaid>();

export interface UseMyListOptions {
  /** The visitor's preferences (matching type ids); My List is not fetched without them. */
  preferences: readonly number[];
  /**
   * Matching types the shared list is checked against: a shared list is someone else's choice, so
   * the recipient's own preferences must not hide it (every allowed type, see docs/decisions).
   */
  sharedListPreferences: readonly number[];
  /** Matching types marked notAllowed: their maids are dropped even if the server returned them. */
  notAllowedMatchingTypeIds: readonly number[];
}

export type RemovalOutcome = ReturnType<typeof afterRemoval>;

export function useMyList({ preferences, sharedListPreferences, notAllowedMatchingTypeIds }: UseMyListOptions) {
  const lists = useLists();
  const [tab, setTab] = useState<ListTab>('my-list');
  const mine = useRemainingAvailableMaids({ housemaidIds: lists.myList, preferences });
  const shared = useRemainingAvailableMaids({ housemaidIds: lists.sharedList, preferences: sharedListPreferences });

  // A refresh replaces each list with the maids still available; it only applies to the ids it was asked about.
  useEffect(() => {
    const current = getLists();
    const patch: { myList?: number[]; sharedList?: number[] } = {};
    if (mine.isSuccess && !mine.isPlaceholderData) {
      for (const a of mine.data.availableMaids) knownMaids.set(a.housemaid.id, a.housemaid);
      const next = applyRefresh(current.myList, mine.data.availableMaids, notAllowedMatchingTypeIds);
      if (next.length !== current.myList.length) patch.myList = next;
    }
    if (shared.isSuccess && !shared.isPlaceholderData) {
      for (const a of shared.data.availableMaids) knownMaids.set(a.housemaid.id, a.housemaid);
      const next = applyRefresh(current.sharedList, shared.data.availableMaids, notAllowedMatchingTypeIds);
      if (next.length !== current.sharedList.length) patch.sharedList = next;
    }
    const after = patch.myList || patch.sharedList ? setLists(patch) : current;
    if ((mine.isSuccess && !mine.isPlaceholderData) || (shared.isSuccess && !shared.isPlaceholderData)) {
      setTab((t) => tabAfterRefresh(after.myList, after.sharedList, t));
    }
  }, [mine.data, mine.isSuccess, mine.isPlaceholderData, shared.data, shared.isSuccess, shared.isPlaceholderData, notAllowedMatchingTypeIds]);

  const add = useCallback((maid: Housemaid) => {
    knownMaids.set(maid.id, maid);
    const { list, rank } = addToList(getLists().myList, maid.id);
    setLists({ myList: list });
    setTab('my-list');
    // The browser's list is the truth; a failed server copy only loses the staff's view of it.
    import('./api/shortlist-writes')
      .then((m) => m.addToShortlist({ housemaid: maid.id, rank }))
      .catch(() => undefined);
  }, []);

  const remove = useCallback((id: number, isMobile: boolean): RemovalOutcome => {
    const current = getLists();
    const next = setLists({ myList: removeFromList(current.myList, id), sharedList: removeFromList(current.sharedList, id) });
    import('./api/shortlist-writes')
      .then((m) => m.releaseMaid({ housemaid: id }))
      .catch(() => undefined);
    return afterRemoval(next.myList, next.sharedList, isMobile);
  }, []);

  const mergeShared = useCallback((ids: readonly number[]) => {
    const current = getLists();
    const merged = mergeIds(current.sharedList, ids);
    if (merged.length !== current.sharedList.length) setLists({ sharedList: merged });
  }, []);

  // The refresh answers carry each maid's card data; maids added from the page are known before it answers.
  const fetched = useMemo(() => {
    const map = new Map<number, Housemaid>();
    for (const a of [...(mine.data?.availableMaids ?? []), ...(shared.data?.availableMaids ?? [])]) map.set(a.housemaid.id, a.housemaid);
    return map;
  }, [mine.data, shared.data]);
  const maidsOf = useCallback(
    (ids: readonly number[]) => ids.map((id) => ({ id, maid: fetched.get(id) ?? knownMaids.get(id) })),
    [fetched],
  );

  const messages = useMemo(
    () => Object.values({ ...(shared.data?.messages ?? {}), ...(mine.data?.messages ?? {}) }),
    [mine.data, shared.data],
  );

  return {
    myList: lists.myList,
    sharedList: lists.sharedList,
    tab,
    setTab,
    add,
    remove,
    mergeShared,
    maidsOf,
    messages,
    isInMyList: (id: number) => lists.myList.includes(id),
    loading: mine.isFetching || shared.isFetching,
  };
}

export type MyListApi = ReturnType<typeof useMyList>;
