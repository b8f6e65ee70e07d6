import { logEvent } from '../../shared/api/appsutils/contracts';
import type { AnalyticsEventName, LogEventBody } from '../../shared/api/appsutils/schemas';
import { getSessionId } from './session-id';

export type AnalyticsEvent = AnalyticsEventName;

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
 * The events the server's log accepts (ANALYTICS_EVENTS of the call's schemas; analytics.test.ts
 * keeps the two equal). Listed here so the first-load bundle does not pull zod in with the schemas.
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
 *
 * The log call is the one call that does not go through api(): it is sent with keepalive, so that
 * an event recorded as the page unloads still arrives, and the request wrapper reports its own
 * failures here (site_error), which must not loop back through it.
 */
export function track(event: string, payload: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...payload });
  if (!SERVER_EVENTS.has(event)) return;
  const body: LogEventBody = { sessionId: getSessionId(), event: event as AnalyticsEvent, payload };
  try {
    void fetch(logEvent.path, {
      method: logEvent.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    /* fetch missing (very old browser): the data layer already has the event */
  }
}
