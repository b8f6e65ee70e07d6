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

/** Builds the website with Vite when dist/web is missing or older than its sources. */
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
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  log('building the website (vite build)…');
  const { build } = await import('vite');
  // Always a production build, even from a test run where NODE_ENV is 'test' (the React plugin
  // would otherwise emit development JSX).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn', mode: 'production', build: { outDir } });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
