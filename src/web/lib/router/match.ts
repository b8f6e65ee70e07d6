import type { ComponentType, ReactNode } from 'react';

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
}

export interface RouteObject extends LazyRoute {
  /** Static segments, or ending in '*' (any rest); child paths may be absolute or relative. */
  path?: string;
  index?: boolean;
  lazy?: () => Promise<LazyRoute>;
  children?: RouteObject[];
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  splat: boolean;
}

const split = (path: string) => path.split('/').filter(Boolean);

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
    const segments = split(full);
    const splat = segments.at(-1) === '*';
    out.push({ routes: chain, segments: splat ? segments.slice(0, -1) : segments, splat });
  }
  return out;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The chain of routes (outermost layout first) that renders `pathname`: an exact static path wins
 * over a splat, a longer splat prefix over a shorter one, then the first declared. Case-insensitive,
 * a trailing slash ignored (as react-router did).
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteObject[] | null {
  const parts = split(pathname).map(decode);
  let best: Branch | null = null;
  let bestScore = -1;
  for (const branch of flatten(routes, [], '', [])) {
    const { segments, splat } = branch;
    if (splat ? parts.length < segments.length : parts.length !== segments.length) continue;
    if (!segments.every((s, i) => decode(s) === parts[i])) continue;
    const score = segments.length * 2 + (splat ? 0 : 1);
    if (score > bestScore) {
      best = branch;
      bestScore = score;
    }
  }
  return best?.routes ?? null;
}
