import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  createPath,
  resolveTo,
  type Action,
  type History,
  type Location,
  type To,
} from './history';
import { matchRoute, type LazyRoute, type RouteObject } from './match';
import type { PathParams } from '../../../shared/route-path';

export interface Navigation {
  state: 'idle' | 'loading';
  /** Where the navigation under way goes. */
  location?: Location;
}

export interface RouterState {
  /** False until the first page's modules and loaders are in: nothing renders before. */
  initialized: boolean;
  location: Location;
  action: Action;
  matches: RouteObject[];
  /** The values of the matched path's ':name' segments. */
  params: PathParams;
  /** Loader data, one per match. */
  data: unknown[];
  navigation: Navigation;
  /** The match whose error boundary shows `error` (-1: none). */
  errorIndex: number;
  error: unknown;
  /** Set by navigations that keep the scroll position (search-parameter updates). */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly browser: boolean;
  /** Settles once the first page is shown: its modules loaded and its loaders run (or failed). */
  readonly ready: Promise<void>;
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  createHref(to: To): string;
  dispose(): void;
}

const IDLE: Navigation = { state: 'idle' };

/** Lazy route modules load once: concurrent and later navigations share the promise. */
const lazyLoads = new WeakMap<RouteObject, Promise<void>>();

function loadLazy(route: RouteObject): Promise<void> {
  if (!route.lazy) return Promise.resolve();
  let load = lazyLoads.get(route);
  if (!load) {
    load = route.lazy().then((loaded: LazyRoute) => {
      Object.assign(route, loaded, { lazy: undefined }, loaded.children && { path: undefined });
    });
    // A failed chunk can be fetched again on the next navigation.
    load.catch(() => lazyLoads.delete(route));
    lazyLoads.set(route, load);
  }
  return load;
}

const hasBoundary = (route: RouteObject) => Boolean(route.ErrorBoundary || route.errorElement);

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<() => void>();
  const initial = history.location();
  let state: RouterState = {
    initialized: false,
    location: initial,
    action: 'POP',
    matches: [],
    params: {},
    data: [],
    navigation: IDLE,
    errorIndex: -1,
    error: undefined,
    preventScrollReset: false,
  };
  let seq = 0;
  let controller: AbortController | undefined;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const update = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /**
   * Loads the target's modules and runs its loaders, then shows it; meanwhile the navigation is
   * 'loading' and the old page stays. A newer navigation supersedes this one. A failure shows the
   * nearest error boundary at or above the failing route, or, with none, leaves the visitor where
   * they were (the navigation is blocked).
   */
  async function load(location: Location, action: Action, preventScrollReset = false): Promise<void> {
    const id = ++seq;
    controller?.abort();
    const match = matchRoute(routes, location.pathname);
    const matches = match?.routes ?? [];
    const params = match?.params ?? {};
    const commit = (data: unknown[], errorIndex = -1, error: unknown = undefined) => {
      if (action === 'PUSH') history.push(location);
      else if (action === 'REPLACE') history.replace(location);
      update({ initialized: true, location, action, matches, params, data, navigation: IDLE, errorIndex, error, preventScrollReset });
      markReady();
    };

    // A new hash on the same page (#saved) runs nothing.
    const current = state.location;
    if (state.initialized && state.errorIndex < 0 && location.pathname === current.pathname && location.search === current.search && location.hash !== current.hash) {
      return commit(state.data);
    }
    if (!matches.some((route) => route.lazy || route.loader)) return commit(matches.map(() => undefined));

    if (state.initialized) update({ navigation: { state: 'loading', location } });
    const hadChildren = matches.map((route) => Boolean(route.children));
    const abort = (controller = new AbortController());
    const request = { url: createPath(location), signal: abort.signal };
    let failedAt = -1;
    let error: unknown;
    const data = await Promise.all(
      matches.map(async (route, i) => {
        try {
          await loadLazy(route);
          return await route.loader?.({ params, request });
        } catch (e) {
          if (failedAt < 0 || i < failedAt) [failedAt, error] = [i, e];
          return undefined;
        }
      }),
    );
    if (id !== seq) return;
    // A lazy route brought child routes: the path is matched again, among them.
    if (failedAt < 0 && matches.some((route, i) => route.children && !hadChildren[i])) return load(location, action, preventScrollReset);
    if (failedAt < 0) return commit(data);
    let boundary = failedAt;
    while (boundary >= 0 && !hasBoundary(matches[boundary]!)) boundary -= 1;
    if (boundary >= 0) return commit(data, boundary, error);
    console.error('Navigation blocked: ', error);
    if (!state.initialized) return commit([], -1, undefined);
    update({ navigation: IDLE });
  }

  const unlisten = history.listen((location) => void load(location, 'POP'));

  const router: Router = {
    browser: history.browser,
    ready,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const target: Location = { ...resolveTo(to, state.location), state: options.state ?? null, key: createKey() };
      // The same URL again replaces its entry instead of stacking a duplicate.
      const same = createPath(target) === createPath(state.location);
      const action: Action = options.replace ?? same ? 'REPLACE' : 'PUSH';
      return load(target, action, options.preventScrollReset);
    },
    createHref: (to) => createPath(resolveTo(to, state.location)),
    dispose() {
      unlisten();
      listeners.clear();
    },
  };
  void load(initial, 'POP');
  return router;
}

/** The site's router over the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over an in-memory history, for tests. */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: string[]; initialIndex?: number } = {}): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
