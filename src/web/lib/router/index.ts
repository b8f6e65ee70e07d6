/**
 * The site's small client router (replaces react-router, see
 * docs/decisions/2026-11-21-router.md): the same API names the pages used.
 */
export { MemoryRouter, Navigate, Link, Outlet, RouterProvider, type LinkProps } from './components';
export type { Location, To } from './history';
export { useLocation, useNavigate, useNavigation, useParams, useSearchParams, type NavigateFunction, type SetSearchParams } from './hooks';
export type { LazyRoute, LoaderArgs, RouteMatch, RouteObject } from './match';
export { createBrowserRouter, createMemoryRouter, type NavigateOptions, type Navigation, type Router } from './router';
