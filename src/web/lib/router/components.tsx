import {
  Component,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { OutletContext, RouterContext } from './context';
import type { Location, To } from './history';
import { useLocation, useRouter } from './hooks';
import type { RouteObject } from './match';
import { createMemoryRouter, type Router, type RouterState } from './router';

function routeElement(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  return route.Component ? <route.Component /> : <Outlet />;
}

function boundaryElement(route: RouteObject): ReactNode {
  if (route.errorElement !== undefined) return route.errorElement;
  return route.ErrorBoundary ? <route.ErrorBoundary /> : null;
}

/** Shows the route's error boundary when its page throws while rendering; a new path resets it. */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function renderMatches(state: RouterState, i: number): ReactNode {
  const route = state.matches[i];
  if (!route) return null;
  if (i === state.errorIndex) return boundaryElement(route);
  const element = <OutletContext.Provider value={renderMatches(state, i + 1)}>{routeElement(route)}</OutletContext.Provider>;
  if (!route.ErrorBoundary && route.errorElement === undefined) return element;
  return (
    <RenderBoundary key={state.location.pathname} fallback={boundaryElement(route)}>
      {element}
    </RenderBoundary>
  );
}

/**
 * A new page starts at the top, or at the element its hash names; back/forward leave the
 * browser's own scroll restoration alone, and search-parameter updates keep the position.
 */
function useScrollReset(router: Router, state: RouterState) {
  const previous = useRef(state.location);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state.location;
    if (!router.browser || !state.initialized || state.action === 'POP' || state.preventScrollReset || before === state.location) return;
    const target = state.location.hash ? document.getElementById(decodeURIComponent(state.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (before.pathname !== state.location.pathname) window.scrollTo(0, 0);
  }, [router, state]);
}

/** Renders the router's current page; `children`, when given, render instead (MemoryRouter). */
export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  useScrollReset(router, state);
  if (!state.initialized) return null;
  return <RouterContext.Provider value={router}>{children ?? renderMatches(state, 0)}</RouterContext.Provider>;
}

/** A router without routes around `children`, at `initialEntries` (tests). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*' }], { initialEntries }));
  useEffect(() => router.dispose, [router]);
  return <RouterProvider router={router}>{children}</RouterProvider>;
}

/** Where the child route renders inside a layout. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Navigates when rendered; replaces the entry by default, as a redirect should. */
export function Navigate({ to, replace = true, state }: { to: To; replace?: boolean; state?: unknown }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
    // Once per mount, like a redirect: a re-render with an equal target does not navigate again.
  }, []);
  return null;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: Location['state'];
  /** Let the browser load the target as a new document. */
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
}

/**
 * A real <a href>: a plain left click navigates in the page; modified clicks (new tab, window,
 * download), other targets, other sites and reloadDocument are left to the browser.
 */
export function Link({ to, replace, state, reloadDocument, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  useLocation(); // a relative target's href follows the location
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? (to as string) : router.createHref(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void router.navigate(to, { replace, state, preventScrollReset });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
