import type { ComponentType, ReactNode } from 'react';
import { matchPath, paramCount, splitPath, type PathParams } from '../../../shared/route-path';

export interface LoaderArgs {
  params: Record<string, string>;
  request: { url: string; signal: AbortSignal };
}

/** What a route's lazy() gives: merged into the route once loaded. */
export interface LazyRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
  loader?: (args: LoaderArgs) => unknown;
  ErrorBoundary?: ComponentType | null;
  errorElement?: ReactNode;
  /**
   * Child routes a lazy route brings with it (the back office's pages: no public page loads them).
   * The route then becomes their layout: they match from then on, not its own path.
   */
  children?: RouteObject[];
}

export interface RouteObject extends LazyRoute {
  /** Segments, ':name' ones for parameters (src/shared/route-path.ts), or ending in '*' (any rest); child paths may be absolute or relative. */
  path?: string;
  index?: boolean;
  lazy?: () => Promise<LazyRoute>;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  splat: boolean;
}

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}

function flatten(routes: RouteObject[], parents: RouteObject[], base: string, out: Branch[]): Branch[] {
  for (const route of routes) {
    const full = route.path === undefined ? base : join(base, route.path);
    const chain = [...parents, route];
    if (route.children) flatten(route.children, chain, full, out);
    if (route.path === undefined && !route.index) continue;
    const segments = splitPath(full);
    const splat = segments.at(-1) === '*';
    out.push({ routes: chain, segments: splat ? segments.slice(0, -1) : segments, splat });
  }
  return out;
}

/** The routes that render a pathname (outermost layout first), and the values of its parameters. */
export interface RouteMatch {
  routes: RouteObject[];
  params: PathParams;
}

/**
 * The chain of routes (outermost layout first) that renders `pathname`, with its parameters: an
 * exact static path wins over one with parameters, which wins over a splat; a longer splat prefix
 * over a shorter one; then the first declared. Case-insensitive for static text, a trailing slash
 * ignored (as react-router did); parameters keep their case.
 */
export function matchRoute(routes: RouteObject[], pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const branch of flatten(routes, [], '', [])) {
    const { segments, splat } = branch;
    if (splat ? parts.length < segments.length : parts.length !== segments.length) continue;
    const pattern = `/${segments.join('/')}`;
    const params = matchPath(pattern, `/${parts.slice(0, segments.length).join('/')}`);
    if (!params) continue;
    const score = segments.length * 4 + (splat ? 0 : 2) - Math.min(paramCount(pattern), 1);
    if (score > bestScore) {
      best = { routes: branch.routes, params };
      bestScore = score;
    }
  }
  return best;
}
