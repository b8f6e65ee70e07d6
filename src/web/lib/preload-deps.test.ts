import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preload-deps';

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
const stylesheet = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('__vitePreload', () => {
  it('runs an import without files as it is', async () => {
    const load = vi.fn(async () => 'module');
    await expect(__vitePreload(load, [])).resolves.toBe('module');
    await expect(__vitePreload(load)).resolves.toBe('module');
    expect(document.head.children).toHaveLength(0);
  });

  it('links a chunk for preloading and does not wait for it', async () => {
    const load = vi.fn(async () => 'module');
    await expect(__vitePreload(load, ['assets/page-1.js', 'assets/shared-1.js'])).resolves.toBe('module');
    expect(links('modulepreload')).toEqual(['/assets/page-1.js', '/assets/shared-1.js']);
  });

  it('starts the import at once but gives the module only once its stylesheet has loaded', async () => {
    const load = vi.fn(async () => 'module');
    let given = false;
    const loading = __vitePreload(load, ['assets/shared-1.js', 'assets/page-1.css']).then((m) => ((given = true), m));
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(links('stylesheet')).toEqual(['/assets/page-1.css']);
    expect(given).toBe(false);
    stylesheet('/assets/page-1.css').dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('module');
  });

  it('makes a second import of the same stylesheet wait for it too, without a second link', async () => {
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    let settledCount = 0;
    const a = __vitePreload(first, ['assets/a-1.js', 'assets/list-1.css']).finally(() => (settledCount += 1));
    const b = __vitePreload(second, ['assets/b-1.js', 'assets/list-1.css']).finally(() => (settledCount += 1));
    await settled();
    expect(settledCount).toBe(0);
    expect(links('stylesheet')).toEqual(['/assets/list-1.css']);
    stylesheet('/assets/list-1.css').dispatchEvent(new Event('load'));
    await expect(Promise.all([a, b])).resolves.toEqual(['first', 'second']);
  });

  it("does not link again what the server's head already links", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/page-1.css"><link rel="modulepreload" href="/assets/page-1.js">';
    const load = vi.fn(async () => 'module');
    await expect(__vitePreload(load, ['assets/page-1.js', 'assets/page-1.css'])).resolves.toBe('module');
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('does not link a stylesheet a server-rendered page has inline', async () => {
    document.head.innerHTML = '<style data-href="/assets/page-1.css">p{}</style>';
    await expect(__vitePreload(async () => 'module', ['assets/x-1.js', 'assets/page-1.css'])).resolves.toBe('module');
    expect(links('stylesheet')).toEqual([]);
    expect(links('modulepreload')).toEqual(['/assets/x-1.js']);
  });

  it('treats a preloaded (not applied) stylesheet as missing', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/page-1.css">';
    const loading = __vitePreload(async () => 'module', ['assets/x-1.js', 'assets/page-1.css']);
    await settled();
    expect(links('stylesheet')).toEqual(['/assets/page-1.css']);
    stylesheet('/assets/page-1.css').dispatchEvent(new Event('load'));
    await loading;
  });

  it('fails the import when its stylesheet fails, and links it again on the next try', async () => {
    const load = vi.fn(async () => 'module');
    const failing = __vitePreload(load, ['assets/page-1.js', 'assets/page-1.css']);
    await settled();
    stylesheet('/assets/page-1.css').dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Unable to preload CSS for /assets/page-1.css');
    expect(links('stylesheet')).toEqual([]);

    const retry = __vitePreload(load, ['assets/page-1.js', 'assets/page-1.css']);
    await settled();
    expect(links('stylesheet')).toEqual(['/assets/page-1.css']);
    stylesheet('/assets/page-1.css').dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe('module');
  });
});
