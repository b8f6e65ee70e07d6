/** Where the visitor is: the parts of the URL plus the entry's state and a key unique per entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** A target: a URL string (absolute, relative, '?query' or '#hash') or the parts to change. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** The session history a router drives: the browser's, or an in-memory one for tests. */
export interface History {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called on back/forward with the entry now current. */
  listen(listener: (location: Location) => void): () => void;
  readonly browser: boolean;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + q + h;
}

/** Resolves a target against the current location the way URLs resolve ('?x' keeps the path). */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const base = new URL(from.pathname, 'http://router.local');
  const url = typeof to === 'string' ? new URL(to, base) : new URL(createPath({ pathname: to.pathname ?? from.pathname, search: to.search, hash: to.hash }), base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

interface EntryState {
  usr: unknown;
  key: string;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as EntryState | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const write = (location: Location, method: 'pushState' | 'replaceState') => {
    const entry: EntryState = { usr: location.state, key: location.key };
    window.history[method](entry, '', createPath(location));
  };
  return {
    browser: true,
    location: read,
    push: (location) => write(location, 'pushState'),
    replace: (location) => write(location, 'replaceState'),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(read());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries: Location[] = initialEntries.map((entry, i) => ({
    ...resolveTo(entry, { pathname: '/' }),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    browser: false,
    location: () => entries[index]!,
    push(location) {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
