import fs from 'node:fs';
import path from 'node:path';
import { findRoute, routeList, type PageName } from '../../shared/routes.js';

/**
 * The build manifest's key of a page module, by the naming convention of the web's page modules
 * (src/web/app/page-modules.ts): the route table's `page` is the file src/web/app/pages/<page>.tsx,
 * and the manifest names sources by their path under the Vite root, src/web.
 * docs/decisions/2026-11-23-one-route-table.md.
 */
export function pageManifestKey(page: PageName): string {
  return `app/pages/${page}.tsx`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The <link> tags that let a page's own code download beside the entry script instead of after
 * it: a modulepreload for the page's lazy chunk and the chunks it imports, and its stylesheets.
 * Read from the build manifest once at start; the tags of each page module are computed once.
 * Without a manifest (no build yet), and for a path the route table does not know (the server
 * redirects those), a page gets none.
 */
export function readPageChunks(dist: string): (pathname: string) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const template = path.join(dist, 'index.html');
  const tagsOf = pageChunkTags(manifest, fs.existsSync(template) ? filesLoadedBy(fs.readFileSync(template, 'utf8')) : new Set());
  const byPage = new Map<string, string>();
  for (const { page } of routeList) if (!byPage.has(page)) byPage.set(page, tagsOf(pageManifestKey(page)));
  return (pathname) => {
    const route = findRoute(pathname);
    return (route && byPage.get(route.page)) ?? '';
  };
}

/** The files the page template's own <script src> and <link href> tags load ('assets/…'). */
export function filesLoadedBy(html: string): Set<string> {
  return new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!));
}

/**
 * The tags for one page module, leaving out what index.html already loads: the entry and its
 * imports, and the files the template names (Vite 8 leaves the entry out of the manifest when a
 * chunk group takes in the entry's modules, as ours does: vite.config.ts).
 */
export function pageChunkTags(manifest: Manifest, inTemplate: ReadonlySet<string> = new Set()): (module: string) => string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || inTemplate.has(manifest[key]!.file));
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
      for (const css of chunk.css ?? []) if (!styles.includes(css) && !inTemplate.has(css)) styles.push(css);
    };
    visit(module);
    return [
      ...styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...scripts.map((js) => `<link rel="modulepreload" crossorigin href="/${js}">`),
    ].join('\n    ');
  };
}
