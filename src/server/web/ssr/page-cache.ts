import { LRUCache } from 'lru-cache';

/**
 * Server-rendered pages kept for everyone: the app's HTML and data of a page that does not depend
 * on the visitor, by path, language and the query that shapes it (lru-cache: at most 500 pages,
 * the least used going first). An entry is good only for the catalogue snapshot it was rendered
 * from (a change notification gives a new one: catalogue-store.ts), and everything is dropped when
 * staff change anything (page-renderer.ts). A minute at most, for what changes with the clock
 * alone (a maid's reservation running out).
 */
export interface CachedPage {
  html: string;
  /** The snapshot the page was rendered from. */
  source: object;
}

export const PAGE_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;

export function createPageCache() {
  const entries = new LRUCache<string, CachedPage>({ max: MAX_ENTRIES, ttl: PAGE_CACHE_MAX_AGE_MS });
  return {
    get(key: string, source: object): CachedPage | undefined {
      const entry = entries.get(key);
      if (entry && entry.source !== source) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set: (key: string, html: string, source: object): void => void entries.set(key, { html, source }),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
