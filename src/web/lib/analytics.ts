import type { ANALYTICS_EVENTS, LogEventBody } from '../../shared/api/site';
import { getSessionId } from './session-id';

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Pushes one entry to the tag manager's data layer, creating the layer when no container has yet. */
export function pushDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/**
 * The events the server's log accepts (ANALYTICS_EVENTS of the contract; analytics.test.ts keeps
 * the two equal). Listed here so the first-load bundle does not pull zod in with the contract.
 */
export const SERVER_EVENTS: ReadonlySet<string> = new Set<AnalyticsEvent>([
  'WATCH_VIDEO',
  'newMaidHired',
  'site_error',
  'consent_update',
  'page_view',
]);

/**
 * Records an analytics event: always in the data layer (for the tag manager) and, for the events
 * the server knows, in the server's event log. Failures are swallowed: analytics must never break
 * a page or surface an error toast.
 */
export function track(event: string, payload: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...payload });
  if (!SERVER_EVENTS.has(event)) return;
  const body: LogEventBody = { sessionId: getSessionId(), event: event as AnalyticsEvent, payload };
  try {
    void fetch('/api/sales/appsutils/logevent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    /* fetch missing (very old browser): the data layer already has the event */
  }
}
