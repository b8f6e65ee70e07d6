import { useSyncExternalStore } from 'react';
import { routes } from '../../shared/public-routes';
import { local } from './storage';

/**
 * The application this browser submitted or opened from a status link, remembered so the header
 * can link to its status page without asking the server on every page (and without the page's code).
 */
const KEY = 'myApplication';
const ID = /^[0-9a-f-]{36}$/i;
const listeners = new Set<() => void>();

export function rememberMyApplication(appId: string): void {
  if (!ID.test(appId) || local.get(KEY) === appId) return;
  local.set(KEY, appId);
  listeners.forEach((l) => l());
}

/** Forgets it when the server no longer lets this browser see it. */
export function forgetMyApplication(appId: string): void {
  if (local.get(KEY) !== appId) return;
  local.remove(KEY);
  listeners.forEach((l) => l());
}

const read = () => {
  const id = local.get(KEY);
  return id && ID.test(id) ? id : null;
};

export function useMyApplication(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}

/** The status page's address for an application. */
export const myApplicationHref = (appId: string) => `${routes.myApplication.path}?appId=${encodeURIComponent(appId)}`;
