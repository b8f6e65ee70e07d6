import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true after (and at
 * once for what the browser renders itself). What only this browser knows (its storage) is read
 * once it is true, so hydration renders the server's HTML exactly and the visitor's own choices
 * fill in right after (docs/decisions/2026-11-29-server-rendered-first-screen.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
