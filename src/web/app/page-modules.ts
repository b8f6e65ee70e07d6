import type { ComponentType } from 'react';
import type { PageName, RouteIdOf } from '../../shared/routes';

/**
 * What a page module exports. A page module is src/web/app/pages/<name>-page.tsx, named by the
 * route table's `page` (src/shared/routes.ts); it only composes features, and can render several
 * routes (hire-maid and hire-nanny, the content pages).
 */
export interface PageModule {
  /** The component of each route of the table that names this module, by route id. */
  pages: Partial<Record<string, ComponentType>>;
  /** Shown when a blocking guard of one of its routes fails (spec section 8). */
  ErrorBoundary?: ComponentType;
}

/** The `pages` of the module named P: exactly the routes the table gives it. */
export type PagesOf<P extends PageName> = Record<RouteIdOf<P>, ComponentType>;

/**
 * The public site's page modules, each loaded on demand (a chunk of its own); the back office's
 * (admin-page) is loaded by its own routes (features/back-office/shared/back-office-routes.ts). The same naming convention gives
 * the server the page's chunk in the build manifest (src/server/web/page-chunks.ts), so no list of
 * files is kept by hand; page-modules.test.ts checks the table and these files agree.
 */
export const pageModules = import.meta.glob<PageModule>(['./pages/*-page.tsx', '!./pages/admin-page.tsx']);

/** Loads the page module of a route table's page name. */
export function loadPageModule(page: PageName): Promise<PageModule> {
  const load = pageModules[`./pages/${page}.tsx`];
  return load ? load() : Promise.reject(new Error(`No page module src/web/app/pages/${page}.tsx`));
}
