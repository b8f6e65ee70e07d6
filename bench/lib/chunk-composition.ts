import path from 'node:path';
import { build, type Plugin } from 'vite';
import { projectRoot } from './processes.js';

/** For each built JS file, its rendered (pre-minify) length per package or source folder. */
export type Composition = Map<string, Record<string, number>>;

const ownerOf = (id: string): string => {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  return path.relative(projectRoot, id.replace(/\?.*$/, '')).split('/').slice(0, 4).join('/');
};

/**
 * Builds the website again in memory (same config, so the same file names) and records which
 * modules went into each chunk, to say which package makes a page's first load heavy.
 */
export async function chunkComposition(): Promise<Composition> {
  const composition: Composition = new Map();
  const plugin: Plugin = {
    name: 'bench-chunk-composition',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const owners: Record<string, number> = {};
        for (const [id, m] of Object.entries(chunk.modules)) owners[ownerOf(id)] = (owners[ownerOf(id)] ?? 0) + m.renderedLength;
        composition.set(stem(`/${chunk.fileName}`), owners);
      }
    },
  };
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'silent',
    mode: 'production',
    plugins: [plugin],
    build: { write: false },
  });
  return composition;
}

/** 'assets/index-C86gNJDT.js' → 'assets/index.js': builds of the same sources may differ in hashes. */
const stem = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');

/** Splits each file's gzip bytes over its owners by rendered length; the heaviest first. */
export function attribute(files: Array<{ file: string; gzip: number }>, composition: Composition): Array<[string, number]> {
  const totals: Record<string, number> = {};
  for (const { file, gzip } of files) {
    const owners = composition.get(stem(file));
    if (!owners) {
      totals[file] = (totals[file] ?? 0) + gzip;
      continue;
    }
    const sum = Object.values(owners).reduce((a, b) => a + b, 0) || 1;
    for (const [owner, length] of Object.entries(owners)) totals[owner] = (totals[owner] ?? 0) + (gzip * length) / sum;
  }
  return Object.entries(totals).sort((a, b) => b[1] - a[1]);
}
