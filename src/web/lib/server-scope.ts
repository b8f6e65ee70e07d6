import type { Format } from '../../shared/i18n/msg';
import type { Language } from '../../shared/tracking';

/**
 * What a page rendered on the server reads where the browser has a global: its language and
 * catalogue, the head's meta tags, and the API's answers (docs/decisions/2026-11-29-server-rendered-first-screen.md).
 * The server renders pages for several visitors at once, so these come from the request being
 * rendered (src/web/entry-server.tsx keeps it in an AsyncLocalStorage); in the browser there is none.
 */
export interface ServerScope {
  lang: Language;
  catalogue: Readonly<Record<string, Format>> | undefined;
  /** The head's meta tags by name (site-name, product-slug…), as render-head writes them. */
  meta: Readonly<Record<string, string | undefined>>;
  /** Answers a GET of the API in-process (the same service functions as its routes); rejects any other call. */
  api(method: string, url: string): Promise<unknown>;
}

let current: () => ServerScope | undefined = () => undefined;

/** The request being rendered on the server; undefined in the browser. */
export const serverScope = (): ServerScope | undefined => current();

/** Set once by the server's entry. */
export function setServerScope(read: () => ServerScope | undefined): void {
  current = read;
}
