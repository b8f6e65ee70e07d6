import { useSyncExternalStore } from 'react';
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

let cache: Lists | undefined;
const listeners = new Set<() => void>();

function read(): Lists {
  return { myList: parseStoredIds(local.get(storageKey())), sharedList: parseStoredIds(local.get(SHARED_LIST_KEY)) };
}

function notify() {
  for (const l of listeners) l();
}

export function getLists(): Lists {
  cache ??= read();
  return cache;
}

export function setLists(patch: Partial<Lists>): Lists {
  const current = getLists();
  const next = { ...current, ...patch };
  if (patch.myList) local.set(storageKey(), JSON.stringify(next.myList));
  if (patch.sharedList) local.set(SHARED_LIST_KEY, JSON.stringify(next.sharedList));
  cache = next;
  notify();
  return next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the lists: re-read them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SHARED_LIST_KEY || event.key.startsWith('requestedMaids')) {
      cache = undefined;
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLists(): Lists {
  return useSyncExternalStore(subscribe, getLists, getLists);
}

/** For tests: forget the cached lists so the next read comes from storage. */
export function resetListsCache(): void {
  cache = undefined;
}
