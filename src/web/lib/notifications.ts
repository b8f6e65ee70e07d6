import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The notification banner's state (spec section 4, Notification): one message at a time, a newer
 * one replaces the shown one.
 */
export type NotificationType = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'error';
export type NotificationAlign =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'center'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

export interface NotificationMessage {
  type: NotificationType;
  title?: string;
  /** Body as HTML; it is sanitised before it is shown. */
  html?: string;
  /** Extra class on the banner; 'custom-alert' by default. */
  customClass?: string;
  align?: NotificationAlign;
  /** Milliseconds until it clears itself; 0 keeps it until closed. */
  duration?: number;
  /** Above every other layer, modals included. */
  showOnTop?: boolean;
  /** Any click on the page closes it. */
  closeOnWindowClick?: boolean;
}

export interface ShownNotification extends NotificationMessage {
  id: number;
}

export const TOAST_MS = { short: 4000, medium: 7000, long: 20000, sticky: 180000, whatsapp: 300000 } as const;

const store = createStore<ShownNotification | null>(() => null);
let nextId = 1;

export function notify(message: NotificationMessage): number {
  const shown = { customClass: 'custom-alert', align: 'top-center' as const, duration: TOAST_MS.medium, ...message, id: nextId++ };
  store.setState(shown, true);
  return shown.id;
}

/** Closes the shown notification (or only the given one, if it is still shown). */
export function dismissNotification(id?: number): void {
  const current = store.getState();
  if (!current || (id !== undefined && current.id !== id)) return;
  store.setState(null, true);
}

export function currentNotification(): ShownNotification | null {
  return store.getState();
}

/** The shown notification; the component re-renders when it changes. */
export function useNotification(): ShownNotification | null {
  return useStore(store);
}
