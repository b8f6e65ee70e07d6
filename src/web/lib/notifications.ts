/**
 * The notification banner's state (spec section 4, Notification): one message at a time, a newer
 * one replaces the shown one. Components subscribe with useSyncExternalStore.
 */
export type NotificationType = 'success' | 'info' | 'warning' | 'danger' | 'error';
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

let current: ShownNotification | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function notify(message: NotificationMessage): number {
  current = { customClass: 'custom-alert', align: 'top-center', duration: TOAST_MS.medium, ...message, id: nextId++ };
  emit();
  return current.id;
}

/** Closes the shown notification (or only the given one, if it is still shown). */
export function dismissNotification(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentNotification(): ShownNotification | null {
  return current;
}
