/**
 * Browser storage that falls back to memory when local or session storage is unavailable
 * (private mode, disabled cookies, quota). Values are strings, as with the Web Storage API.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  readonly persistent: boolean;
}

function probe(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const store = globalThis[kind];
    const key = '__probe__';
    store.setItem(key, key);
    store.removeItem(key);
    return store;
  } catch {
    return undefined;
  }
}

export function createSafeStorage(backing: Storage | undefined): SafeStorage {
  const memory = new Map<string, string>();
  return {
    persistent: backing !== undefined,
    get(key) {
      if (backing) {
        try {
          return backing.getItem(key);
        } catch {
          /* fall through to memory */
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        backing?.setItem(key, value);
      } catch {
        /* quota or disabled: memory keeps it for this page */
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        backing?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

export const local = createSafeStorage(probe('localStorage'));
export const session = createSafeStorage(probe('sessionStorage'));

export function readJson<T>(store: SafeStorage, key: string): T | undefined {
  const raw = store.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(store: SafeStorage, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}
