import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { myListKey, parseStoredIds, SHARED_LIST_KEY } from '../../../shared/my-list';
import { local, session } from '../../lib/storage';

/** The two lists of spec section 4, kept in local storage so a reload keeps them. */
export interface Lists {
  myList: number[];
  sharedList: number[];
}

/** Saved-list v2 visitors (session CC_SLV2) keep their list under the versioned key. */
function storageKey(): string {
  const v2 = session.get('CC_SLV2');
  return myListKey(v2 && v2 !== 'false' && v2 !== '0' ? 'v2' : undefined);
}

function read(): Lists {
  return { myList: parseStoredIds(local.get(storageKey())), sharedList: parseStoredIds(local.get(SHARED_LIST_KEY)) };
}

/**
 * Made at first use, not at import: which key the list lives under depends on session flags the
 * page's tracking sets first.
 */
let store: StoreApi<Lists> | undefined;
let listening = false;
function listsStore(): StoreApi<Lists> {
  store ??= createStore<Lists>(read);
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    // Another tab changed the lists: read them again.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === SHARED_LIST_KEY || event.key.startsWith('requestedMaids')) store?.setState(read(), true);
    });
  }
  return store;
}

export function getLists(): Lists {
  return listsStore().getState();
}

export function setLists(patch: Partial<Lists>): Lists {
  const next = { ...getLists(), ...patch };
  if (patch.myList) local.set(storageKey(), JSON.stringify(next.myList));
  if (patch.sharedList) local.set(SHARED_LIST_KEY, JSON.stringify(next.sharedList));
  listsStore().setState(next, true);
  return next;
}

/** The lists as the server renders them (it knows no visitor's), and as hydration first renders them. */
const NO_LISTS: Lists = { myList: [], sharedList: [] };
const noLists = () => NO_LISTS;

/**
 * The lists, kept in this browser: a page the server rendered hydrates without them (the same
 * HTML), and they fill in right after (docs/decisions/2026-11-29-server-rendered-first-screen.md).
 */
export function useLists(): Lists {
  const lists = listsStore();
  return useSyncExternalStore(lists.subscribe, lists.getState, noLists);
}

/** For tests: the next use reads the lists from storage again. */
export function resetListsCache(): void {
  store = undefined;
}
