import { createHash } from 'node:crypto';
import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { i18nPlugin } from './src/web/lib/i18n/vite-plugin.js';

const CATALOGUE_CORE =
  /[\\/]src[\\/](web[\\/](features[\\/](maid-cards|my-list|hire-maid)[\\/]|features[\\/]interviews[\\/]talk-button\.|app[\\/]pages[\\/]hire-actions)|shared[\\/](my-list|preferences|maid-info|catalogue[\\/]|pricing[\\/]money\.)|web[\\/]components[\\/]ui[\\/]tab-list\.)/;
const FIRST_NAME = /[\\/]src[\\/]shared[\\/]first-name\./;
const LAZY_PARTS = /(maid-video-player|watch-session|playback|my-list-panel|my-list-item|share-my-list|sticky-my-list|filter-panel|list-maid-facets|skill-titles|compare-ids|shared-list-link|my-list\.module|shortlist-writes|add-to-shortlist|release-maid)\./;
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|@messageformat[\\/]runtime)[\\/]|virtual:i18n-plural-en/;
const isPublicPage = (file: string) => /-page-[\w-]+\.js$/.test(file) && !/admin-page/.test(file);
const ALWAYS_LOADED = /[\\/](vendor|rolldown-runtime)-[\w-]+\.js$/;
const isCatalogueCore = (id: string) => CATALOGUE_CORE.test(id) && !LAZY_PARTS.test(id);
const MUTATIONS = /[\\/]node_modules[\\/]@tanstack[\\/].*[\\/](useMutation|mutationObserver)\.js$/;
const APPLICATION_SHARED = /[\\/]src[\\/]shared[\\/](application[\\/]constants|api[\\/](application|offer)[\\/]contracts)\./;
const APPLICATION_CORE =
  /[\\/]src[\\/](web[\\/](features[\\/]application[\\/](api[\\/]|app-url|signature-index|application\.module|components[\\/]maid-band)|lib[\\/](device|upload-progress))|shared[\\/]workflow[\\/])/;

/**
 * Vite wraps every lazy import of the build in `__vitePreload` from its virtual module
 * `vite/preload-helper`; ours (src/web/lib/preload-deps.ts) does the same job in about half the
 * bytes, and every page's first load carries it (docs/decisions/2026-11-26-preload-helper.md).
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const preloadHelper: Plugin = {
  name: 'sunrise:preload-helper',
  enforce: 'pre',
  apply: 'build',
  resolveId: (id) => (id === PRELOAD_HELPER || id === 'vite/preload-helper.js' ? path.resolve(import.meta.dirname, 'src/web/lib/preload-deps.ts') : undefined),
};

const fileHash = (filename: string) =>
  createHash('sha256').update(path.relative(import.meta.dirname, filename).split(path.sep).join('/')).digest('base64url').slice(0, 5);

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [
    i18nPlugin({ srcRoot: path.resolve(import.meta.dirname, 'src') }),
    react(),
    preloadHelper,
    // Every hashed asset compressed once, at build, as hard as the formats allow: brotli at quality 11 for
    // browsers (the server's on-the-fly brotli is quality 4: 15 % larger on a first load) and gzip
    // at level 9 for the rest; the server sends these files as they are (src/server/web/routes.ts).
    compression({
      include: /^assets\/.+\.(js|css|svg|json|vtt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      filename: (id, { algorithm }) => `${id}.${algorithm === 'brotliCompress' ? 'br' : 'gz'}`,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the server (src/server/web/page-chunks.ts) to name each page's chunks in its head.
    manifest: true,
    assetsInlineLimit: 2048,
    // Every browser the es2022 target reaches supports <link rel="modulepreload">.
    modulePreload: {
      polyfill: false,
      // What a lazy import loads with it: its CSS always, and the JS of a page's own chunks (a
      // navigation waits for them). The entry's other lazy parts (overlays, the banner, the back
      // office) fetch theirs as they load: naming every file in the entry cost each first load
      // about 0.4 KB gzipped. The entry's own files (vendor, the runtime) are always loaded already,
      // and the imported file itself is fetched by the import, which our loader starts at once.
      resolveDependencies: (file, deps, { hostId }) =>
        deps.filter(
          (d) => d !== file && !ALWAYS_LOADED.test(d) && (d.endsWith('.css') || !/[\\/]index-/.test(hostId) || isPublicPage(file)),
        ),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and TanStack Query: one file compresses better than several
            // (about 1.2 KB gzipped less on the first load) and caches as one. The compiled messages'
            // runtime (plural helpers, English's plural rule) too: the entry and the pages' chunks all
            // call it, and in a page's group it would make the landing load the catalogue's chunk.
            // The maid's first name (shared/first-name.ts, 3 lines) too: the catalogue's cards and the
            // interview call's page both use it, and in the catalogue's group the call's page would
            // load that whole chunk for it (+5 KB); a file of its own would cost the cards' pages more.
            // Mutations are for the application's steps, the back office and My List's writes, none
            // of them in a public page's first render: their observer stays out (0.4 KB gzipped less).
            { name: 'vendor', priority: 2, test: (id) => (VENDOR.test(id) || FIRST_NAME.test(id)) && !MUTATIONS.test(id) },
            // Everything else the entry imports statically stays in the entry chunk. Rolldown
            // otherwise splits each module a lazy page also imports into a chunk of its own
            // (rolldown#10731): ten 1–2 KB files that every first load fetched one by one, which
            // on a slow connection cost more than their bytes (docs/performance.md).
            { name: 'index', priority: 1, tags: ['$initial'] },
            // What the catalogue's pages share (/hire-maid, /maid/:id, /shortlisted-maids): one
            // chunk, not one per combination of pages that import a module (six small files on
            // /hire-maid, +3 KB gzipped). Their lazy parts (panels, the player) stay apart. "Talk to
            // her first" is in it too: a file of its own cost /hire-maid and a maid page 0.4 KB.
            { name: 'catalogue', priority: 0, minShareCount: 2, test: isCatalogueCore },
            // The hire application's own modules, shared by its page and its lazily loaded steps: one
            // chunk, not a 0.1–1 KB file for each combination of importers (/app?maidId= fetched 23
            // files, now 13: 11.7 KB less on the wire, most of it response headers). Its group would
            // take in what it imports, so what other pages import too (the application's constants
            // and contracts: the FAQ, the status page) and the mutation observer (the back office,
            // My List's writes) have small chunks of their own, and those pages do not load the group.
            { name: 'mutations', priority: 2, test: (id) => MUTATIONS.test(id) },
            { name: 'application-shared', priority: 1, test: (id) => APPLICATION_SHARED.test(id) },
            { name: 'application-core', priority: 0, minShareCount: 2, test: (id) => APPLICATION_CORE.test(id) },
          ],
        },
      },
    },
  },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      // A class is its name and its file's short hash ('header_1x2y3'): the default adds the line
      // of the rule too, and every page's first load carries these names in its JS.
      generateScopedName: (name, filename) => `${name}_${fileHash(filename)}`,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
});
