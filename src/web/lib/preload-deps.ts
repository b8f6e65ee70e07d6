/**
 * The loader Vite wraps around each lazy import of the build (vite.config.ts puts it in place of
 * Vite's own `vite/preload-helper`, about 0.5 KB gzipped smaller in every first load). Each file
 * the build names for the import (its stylesheets, and a page's shared chunks) gets a link in the
 * head unless the server's head or an earlier load has one. The import itself starts at once, beside
 * them (so the build need not name the imported file too), and the caller gets the module only once
 * its stylesheets have loaded: a page never paints unstyled. Left out from Vite's: CSP nonces (the
 * site's policy uses none), the `vite:preloadError` event (nothing listens) and relative bases.
 */
const loadingCss = new Map<string, Promise<unknown>>();

function linkFile(url: string): Promise<unknown> | undefined {
  const css = url.endsWith('.css');
  const pending = loadingCss.get(url);
  if (pending) return pending;
  // A server-rendered page has its stylesheets inline, each naming its file (src/server/web/ssr/first-paint.ts).
  if (document.querySelector(css ? `link[href="${url}"][rel=stylesheet],style[data-href="${url}"]` : `link[href="${url}"]`)) return undefined;
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  document.head.append(link);
  if (!css) return undefined;
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      // Gone, so that the next navigation (back online) links it again.
      link.remove();
      reject(new Error(`Unable to preload CSS for ${url}`));
    };
  }).finally(() => loadingCss.delete(url));
  loadingCss.set(url, loaded);
  return loaded;
}

export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  if (!deps?.length) return load();
  const files = deps.map((dep) => linkFile(import.meta.env.BASE_URL + dep));
  return Promise.all([load(), ...files]).then(([module]) => module);
}
