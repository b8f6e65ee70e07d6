import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '../../shared/shell-routes.js';
import { CONTENT_PAGES_MODULE, FALLBACK_MODULE, PAGE_MODULES, pageChunkTags, pageModuleOf } from './page-chunks.js';

const webRoot = path.resolve(import.meta.dirname, '../../web');

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

  it('gives nothing for a module the build does not know', () => {
    expect(tagsOf('app/pages/gone.tsx')).toBe('');
    expect(tagsOf('app/pages/b-page.tsx')).toContain('/assets/b-page-1.js');
  });
});

describe('the page module of each path', () => {
  it('follows the route table: the page, its nanny twin, content pages, and the server-redirect page for anything else', () => {
    expect(pageModuleOf('/')).toBe('app/pages/home-page.tsx');
    expect(pageModuleOf('/hire-maid')).toBe('app/pages/hire-maid-page.tsx');
    expect(pageModuleOf('/hire-nanny/')).toBe('app/pages/hire-maid-page.tsx');
    expect(pageModuleOf('/shortlisted-maids')).toBe('app/pages/shortlisted-maids-page.tsx');
    expect(pageModuleOf('/aboutus')).toBe(CONTENT_PAGES_MODULE);
    expect(pageModuleOf('/welcome-to-maidvisa')).toBe(CONTENT_PAGES_MODULE);
    expect(pageModuleOf('/some-campaign-slug')).toBe(FALLBACK_MODULE);
  });

  // The client's route table is the source of truth: these tests fail when a page is added or
  // moved there without this table following.
  it("agrees with the client router's lazy imports (src/web/app/router.tsx)", () => {
    const source = fs.readFileSync(path.join(webRoot, 'app/router.tsx'), 'utf8');
    const lazies = [...source.matchAll(/path: '([^']+)', lazy: \(\) => import\('\.\/pages\/([^']+)'\)/g)];
    expect(lazies.length).toBe((source.match(/lazy:/g) ?? []).length);
    expect(lazies.length).toBeGreaterThan(5);
    for (const [, routePath, module] of lazies) expect(PAGE_MODULES[routePath!], routePath).toBe(`app/pages/${module}.tsx`);
  });

  it("agrees with the shell's lazy imports (src/web/app/shell/routes.tsx)", () => {
    const source = fs.readFileSync(path.join(webRoot, 'app/shell/routes.tsx'), 'utf8');
    const lazies = [...source.matchAll(/path: shellRoutes\.(\w+)\.path,\s*lazy: \(\) => import\('\.\.\/\.\.\/([^']+)'\)/g)];
    expect(lazies.length).toBeGreaterThan(5);
    for (const [, name, module] of lazies) {
      const routePath = shellRoutes[name as keyof typeof shellRoutes].path;
      expect(PAGE_MODULES[routePath], routePath).toBe(`${module}.tsx`);
    }
    expect(source).toContain(`const pages = () => import('../../${CONTENT_PAGES_MODULE.replace(/\.tsx$/, '')}')`);
    expect(source).toMatch(new RegExp(`path: '\\*',\\s*lazy: \\(\\) => import\\('\\.\\./\\.\\./${FALLBACK_MODULE.replace(/\.tsx$/, '')}'\\)`));
    for (const contentPath of source.match(/^ {2}'(\/[^']+)',$/gm) ?? []) {
      expect(pageModuleOf(contentPath.trim().slice(1, -2))).toBe(CONTENT_PAGES_MODULE);
    }
  });

  it('names modules that exist', () => {
    for (const module of new Set([...Object.values(PAGE_MODULES), CONTENT_PAGES_MODULE, FALLBACK_MODULE])) {
      expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });
});
