/**
 * The loader Vite wraps around each lazy import of the build (vite.config.ts puts it in place of
 * Vite's own `vite/preload-helper`, about 0.5 KB gzipped smaller in every first load). Before the
 * import runs, each file the build names for it (its stylesheets, and a page's own chunks) gets a
 * link in the head unless the server's head or an earlier load has one; the import waits for the
 * stylesheets, so a page never paints unstyled. Left out from Vite's: CSP nonces (the site's policy
 * uses none), the `vite:preloadError` event (nothing listens) and relative bases (base is '/').
 */
const loadingCss = new Map<string, Promise<unknown>>();

function linkFile(url: string): Promise<unknown> | undefined {
  const css = url.endsWith('.css');
  const pending = loadingCss.get(url);
  if (pending) return pending;
  if (document.querySelector(`link[href="${url}"]${css ? '[rel=stylesheet]' : ''}`)) return undefined;
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
  return Promise.all(deps.map((dep) => linkFile(import.meta.env.BASE_URL + dep))).then(load);
}
