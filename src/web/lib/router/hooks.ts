import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { RouterContext } from './context';
import type { Location, To } from './history';
import type { Navigation, NavigateOptions, Router, RouterState } from './router';

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider> or <MemoryRouter> above them.');
  return router;
}

function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getState, router.getState);
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The values of the current path's ':name' segments ('/maid/:id' gives { id }). */
export function useParams(): Record<string, string> {
  return useRouterState().params;
}

/** 'loading' while a navigation's modules and loaders are under way; `location` is its target. */
export function useNavigation(): Navigation {
  return useRouterState().navigation;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

/** A stable navigate function: a target (or a history delta) and { replace, state }. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | string | Record<string, string>;
export type SetSearchParams = (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => Promise<void>;

/** The query as URLSearchParams, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const prev = new URLSearchParams(router.getState().location.search);
      const value = new URLSearchParams(typeof next === 'function' ? next(prev) : next);
      return router.navigate(`?${value.toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}
