import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesLoadedBy, pageChunkTags, pageManifestKey, readPageChunks } from './page-chunks.js';

describe('pageChunkTags', () => {
  // The shape of Vite's build manifest: the entry, shared chunks (keys starting with _), pages.
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_list-1.js': { file: 'assets/list-1.js', imports: ['_vendor-1.js', '_deep-1.js'], css: ['assets/list-1.css'] },
    '_deep-1.js': { file: 'assets/deep-1.js' },
    'app/pages/a-page.tsx': {
      file: 'assets/a-page-1.js',
      imports: ['index.html', '_vendor-1.js', '_list-1.js'],
      css: ['assets/a-page-1.css'],
      isDynamicEntry: true,
    },
    'app/pages/b-page.tsx': { file: 'assets/b-page-1.js', imports: ['_list-1.js'], isDynamicEntry: true },
  };
  const tagsOf = pageChunkTags(manifest);

  it("names the page's chunk and every chunk it imports, not what the page template already loads", () => {
    const tags = tagsOf('app/pages/a-page.tsx').split('\n').map((l) => l.trim());
    expect(tags.filter((t) => t.includes('modulepreload'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/a-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/list-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/deep-1.js">',
    ]);
    expect(tags.join('\n')).not.toMatch(/index-1|vendor-1/);
  });

  it("links the stylesheets, an imported chunk's before the page's own (the cascade Vite's loader gives)", () => {
    const tags = tagsOf('app/pages/a-page.tsx').split('\n').map((l) => l.trim());
    expect(tags.filter((t) => t.includes('stylesheet'))).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/list-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/a-page-1.css">',
    ]);
    // Stylesheets first, so they start before the scripts.
    expect(tags[0]).toContain('stylesheet');
  });

  it('leaves out what the page template loads when the manifest has no entry (Vite 8 with a chunk group for the entry)', () => {
    const grouped = {
      '_index-1.js': { file: 'assets/index-1.js', imports: ['_vendor-1.js'] },
      '_index-1.css': { file: 'assets/index-1.css' },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      '_list-1.js': { file: 'assets/list-1.js', imports: ['_index-1.js'], css: ['assets/index-1.css', 'assets/list-1.css'] },
      'app/pages/a-page.tsx': { file: 'assets/a-page-1.js', imports: ['_vendor-1.js', '_index-1.js', '_list-1.js'], isDynamicEntry: true },
    };
    const template =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css">';
    expect(filesLoadedBy(template)).toEqual(new Set(['assets/index-1.js', 'assets/index-1.css']));
    const tags = pageChunkTags(grouped, filesLoadedBy(template))('app/pages/a-page.tsx');
    expect(tags.split('\n').map((l) => l.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/list-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/a-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/list-1.js">',
    ]);
  });

  it('gives nothing for a module the build does not know', () => {
    expect(tagsOf('app/pages/gone.tsx')).toBe('');
    expect(tagsOf('app/pages/b-page.tsx')).toContain('/assets/b-page-1.js');
  });
});

describe('the chunks of each page path', () => {
  // A build's manifest: each page module is a dynamic entry under its source path in src/web.
  const dist = path.join(os.tmpdir(), `maids-page-chunks-${process.pid}`);
  let chunksOf: (pathname: string) => string;
  beforeAll(() => {
    const page = (name: string) => ({ file: `assets/${name}-1.js`, imports: ['index.html'], isDynamicEntry: true });
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'app/pages/home-page.tsx': page('home-page'),
        'app/pages/hire-maid-page.tsx': page('hire-maid-page'),
        'app/pages/content-page.tsx': page('content-page'),
      }),
    );
    chunksOf = readPageChunks(dist);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("names the module of the route table's page (src/web/app/pages/<page>.tsx)", () => {
    expect(pageManifestKey('hire-maid-page')).toBe('app/pages/hire-maid-page.tsx');
    expect(chunksOf('/')).toContain('/assets/home-page-1.js');
    expect(chunksOf('/hire-maid')).toContain('/assets/hire-maid-page-1.js');
    expect(chunksOf('/hire-nanny/')).toContain('/assets/hire-maid-page-1.js');
    expect(chunksOf('/aboutus')).toContain('/assets/content-page-1.js');
    expect(chunksOf('/welcome-to-maidvisa')).toContain('/assets/content-page-1.js');
  });

  it('names nothing for a path the table does not know (the server redirects it) or a page the build lacks', () => {
    expect(chunksOf('/some-campaign-slug')).toBe('');
    expect(chunksOf('/legal')).toBe('');
  });

  it('names nothing without a build', () => {
    expect(readPageChunks(path.join(dist, 'missing'))('/hire-maid')).toBe('');
  });
});
