import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const CATALOGUE_CORE =
  /[\\/]src[\\/](web[\\/](features[\\/](maid-cards|my-list|hire-maid)[\\/]|app[\\/]pages[\\/]hire-actions)|shared[\\/](my-list|preferences|maid-info|catalogue[\\/]))/;
const LAZY_PARTS = /(maid-video-player|watch-session|playback|my-list-panel|my-list-item|share-my-list|sticky-my-list|filter-panel|list-maid-facets|skill-titles|compare-ids)\./;
const isCatalogueCore = (id: string) => CATALOGUE_CORE.test(id) && !LAZY_PARTS.test(id);

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the server (src/server/web/page-chunks.ts) to name each page's chunks in its head.
    manifest: true,
    assetsInlineLimit: 2048,
    // Every browser the es2022 target reaches supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and TanStack Query: one file compresses better than several
            // (about 1.2 KB gzipped less on the first load) and caches as one.
            { name: 'vendor', priority: 2, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
            // Everything else the entry imports statically stays in the entry chunk. Rolldown
            // otherwise splits each module a lazy page also imports into a chunk of its own
            // (rolldown#10731): ten 1–2 KB files that every first load fetched one by one, which
            // on a slow connection cost more than their bytes (docs/performance.md).
            { name: 'index', priority: 1, tags: ['$initial'] },
            // What the catalogue's pages share (/hire-maid, /maid/:id, /shortlisted-maids): one
            // chunk, not one per combination of pages that import a module (six small files on
            // /hire-maid, +3 KB gzipped). Their lazy parts (panels, the player) stay apart.
            { name: 'catalogue', priority: 0, minShareCount: 2, test: isCatalogueCore },
          ],
        },
      },
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
});
