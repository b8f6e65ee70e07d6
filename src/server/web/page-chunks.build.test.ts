import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes.js';
import { ensureWebBuilt, ssrDirOf } from './ensure-built.js';
import { filesLoadedBy, pageManifestKey, readPageChunks, type Manifest } from './page-chunks.js';

// A real production build of the website (its own folder, as e2e/support/global-setup.ts does):
// the server finds each page's chunk by the route table's page name alone, so this fails when the
// table and the web's page modules (src/web/app/pages/) disagree.
const dist = path.join(os.tmpdir(), `maids-page-chunks-build-${process.pid}`);
let manifest: Manifest;
beforeAll(async () => {
  await ensureWebBuilt(path.resolve(import.meta.dirname, '../../..'), () => {}, dist);
  manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(ssrDirOf(dist), { recursive: true, force: true });
});

describe('the page chunks of a real build', () => {
  it('has a lazy chunk for every page module the route table names', () => {
    for (const page of new Set(routeList.map((r) => r.page))) {
      expect(manifest[pageManifestKey(page)]?.isDynamicEntry, page).toBe(true);
    }
  });

  it('has no page module that no route names', () => {
    const named = new Set(routeList.map((r) => pageManifestKey(r.page)));
    const pageModules = Object.keys(manifest).filter((key) => key.startsWith('app/pages/') && manifest[key]!.isDynamicEntry);
    expect(pageModules.filter((key) => !named.has(key))).toEqual([]);
  });

  it('names no file twice in a head: none the page template loads, none two times', () => {
    const chunksOf = readPageChunks(dist);
    const inTemplate = filesLoadedBy(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(inTemplate.size).toBeGreaterThan(2);
    for (const route of routeList) {
      const files = [...chunksOf(route.path.replace(':product', 'maidvisa')).matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]!);
      expect(files.filter((f) => inTemplate.has(f)), route.id).toEqual([]);
      expect(new Set(files).size, route.id).toBe(files.length);
    }
  });

  it("keeps the hire-maid page's grid out of the files a maid page and the shortlisted page load", () => {
    const chunksOf = readPageChunks(dist);
    const template = [...filesLoadedBy(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))];
    const filesOf = (pathname: string) => [...template, ...[...chunksOf(pathname).matchAll(/href="\/([^"]+\.js)"/g)].map((m) => m[1]!)];
    const withGrid = (files: string[]) => files.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('Show more maids'));
    // The grid's text is where the grid is: in what /hire-maid loads, and nowhere a maid page does.
    expect(withGrid(filesOf('/hire-maid'))).toHaveLength(1);
    for (const pathname of ['/maid/7', '/shortlisted-maids', '/my-list/compare']) expect(withGrid(filesOf(pathname)), pathname).toEqual([]);
  });

  it("preloads every route's own page chunk from its head", () => {
    const chunksOf = readPageChunks(dist);
    for (const route of routeList) {
      const chunk = manifest[pageManifestKey(route.page)]!.file;
      expect(chunksOf(route.path.replace(':product', 'maidvisa')), route.id).toContain(`<link rel="modulepreload" crossorigin href="/${chunk}">`);
    }
  });
});
