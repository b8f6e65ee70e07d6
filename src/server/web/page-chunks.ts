import fs from 'node:fs';
import path from 'node:path';
import { findRoute, routes } from '../../shared/routes.js';
import { shellRoutes } from '../../shared/shell-routes.js';

/**
 * The module each page loads lazily, by route path, named as the build manifest names it (its
 * path under src/web). The same table as the client's router (src/web/app/router.tsx and
 * src/web/app/shell/routes.tsx); page-chunks.test.ts checks the two agree.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [routes.home.path]: 'app/pages/home-page.tsx',
  [routes.hireMaid.path]: 'app/pages/hire-maid-page.tsx',
  [routes.hireNanny.path]: 'app/pages/hire-maid-page.tsx',
  [routes.faq.path]: 'app/pages/faq-page.tsx',
  [routes.shortlistedMaids.path]: 'app/pages/shortlisted-maids-page.tsx',
  [routes.application.path]: 'app/pages/app-page.tsx',
  [routes.appServices.path]: 'app/pages/app-services-page.tsx',
  [shellRoutes.legal.path]: 'features/legal/legal-page.tsx',
  [shellRoutes.insurance.path]: 'features/legal/pdf-page.tsx',
  [shellRoutes.guide.path]: 'features/legal/pdf-page.tsx',
  [shellRoutes.url.path]: 'features/campaign/url-page.tsx',
  [shellRoutes.whatsappUs.path]: 'features/contact/whatsapp-us-page.tsx',
  [shellRoutes.confirm.path]: 'features/contact/confirm-page.tsx',
  [shellRoutes.counterReviews.path]: 'features/contact/counter-reviews-page.tsx',
  [shellRoutes.nearestLocations.path]: 'features/contact/nearest-locations-page.tsx',
  [shellRoutes.appDownload.path]: 'features/contact/app-download-page.tsx',
};
/** The content pages (every other shell route) share one module. */
export const CONTENT_PAGES_MODULE = 'features/pages/routes.tsx';
/** Any other path: the page that asks the server where it leads. */
export const FALLBACK_MODULE = 'features/campaign/server-redirect-page.tsx';

/** The module a page path loads, by the same route table as the page's head. */
export function pageModuleOf(pathname: string): string {
  const route = findRoute(pathname);
  if (!route) return FALLBACK_MODULE;
  return PAGE_MODULES[route.path] ?? CONTENT_PAGES_MODULE;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The <link> tags that let a page's own code download beside the entry script instead of after
 * it: a modulepreload for the page's lazy chunk and the chunks it imports, and its stylesheets.
 * Read from the build manifest once at start; the tags of each page module are computed once.
 * Without a manifest (no build yet) every page gets none.
 */
export function readPageChunks(dist: string): (pathname: string) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const tagsOf = pageChunkTags(manifest);
  const byModule = new Map<string, string>();
  for (const module of new Set([...Object.values(PAGE_MODULES), CONTENT_PAGES_MODULE, FALLBACK_MODULE])) {
    byModule.set(module, tagsOf(module));
  }
  return (pathname) => byModule.get(pageModuleOf(pathname)) ?? '';
}

/** The tags for one page module, leaving out what index.html already loads (the entry and its imports). */
export function pageChunkTags(manifest: Manifest): (module: string) => string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const inHtml = new Set<string>();
  const addWithImports = (key: string) => {
    if (inHtml.has(key) || !manifest[key]) return;
    inHtml.add(key);
    for (const imported of manifest[key]!.imports ?? []) addWithImports(imported);
  };
  entryKeys.forEach(addWithImports);

  return (module) => {
    if (!manifest[module] || inHtml.has(module)) return '';
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    // Depth first, a chunk's imports before its own stylesheets: the order in which Vite's own
    // loader would have added them, so the cascade is the same.
    const visit = (key: string) => {
      if (seen.has(key) || inHtml.has(key) || !manifest[key]) return;
      seen.add(key);
      const chunk = manifest[key]!;
      scripts.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    };
    visit(module);
    return [
      ...styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...scripts.map((js) => `<link rel="modulepreload" crossorigin href="/${js}">`),
    ].join('\n    ');
  };
}
