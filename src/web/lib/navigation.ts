/**
 * Lets code outside React (the request wrapper's error layer) navigate with the router. The root
 * layout registers the router's navigate function; before that, a full page load does.
 */
type Navigate = (to: string) => void;
let navigateFn: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): () => void {
  navigateFn = fn;
  return () => {
    navigateFn = (to) => window.location.assign(to);
  };
}

export function navigateTo(to: string): void {
  navigateFn(to);
}

/**
 * The path and query of the document the server served, read when the site's code first runs
 * (this module is in the first-load bundle, so no client navigation can have happened yet).
 */
export const initialDocumentPath = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
