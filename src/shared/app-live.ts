/**
 * The event the web app sends on `document` once it has taken over a server-rendered page
 * (hydrated it): the page's start script (src/server/web/ssr/first-paint.ts) then acts on the
 * button presses it held until then.
 */
export const APP_LIVE_EVENT = 'app-live';
