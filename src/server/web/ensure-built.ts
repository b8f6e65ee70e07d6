import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** Where the server's renderer of the first screen is built, beside the website (src/web/entry-server.tsx). */
export const ssrDirOf = (outDir: string) => `${outDir}-ssr`;
export const SSR_ENTRY = 'entry-server.js';

/**
 * Builds the website with Vite when dist/web is missing or older than its sources, and the
 * server's renderer of its pages beside it (dist/web-ssr): the same config, so CSS Modules' class
 * names agree; React and everything else bundled in, so it runs from any folder.
 */
export async function ensureWebBuilt(
  projectRoot: string,
  log: (m: string) => void,
  outDir = path.join(projectRoot, 'dist/web'),
): Promise<void> {
  const index = path.join(outDir, 'index.html');
  const sources = Math.max(
    newestMtime(path.join(projectRoot, 'src/web')),
    newestMtime(path.join(projectRoot, 'src/shared')),
    fs.statSync(path.join(projectRoot, 'vite.config.ts')).mtimeMs,
  );
  const ssrEntry = path.join(ssrDirOf(outDir), SSR_ENTRY);
  const fresh = (file: string) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= sources;
  if (fresh(index) && fresh(ssrEntry)) return;
  log('building the website (vite build)…');
  const { build } = await import('vite');
  // Always a production build, even from a test run where NODE_ENV is 'test' (the React plugin
  // would otherwise emit development JSX).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(projectRoot, 'vite.config.ts');
    await build({ configFile, logLevel: 'warn', mode: 'production', build: { outDir } });
    await build({
      configFile,
      logLevel: 'error',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      ssr: { noExternal: true, target: 'node' },
      build: { outDir: ssrDirOf(outDir), ssr: path.join(projectRoot, 'src/web/entry-server.tsx'), manifest: false, copyPublicDir: false, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
