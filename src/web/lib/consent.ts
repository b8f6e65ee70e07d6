import { pushDataLayer, track } from './analytics';
import { gtmId } from './site-meta';
import { local, session } from './storage';

/** Cookie consent (spec section 4, Cookie banner) and the tag manager container. */
export type ConsentMode = 'granted' | 'denied';
export const CONSENT_KEY = 'consentMode';
export const V_AB_KEY = 'CC_V_AB';

/** The banner shows only with the v_ab flag in session and no consent stored yet. */
export function shouldShowCookieBanner(vAb: string | null, consentMode: string | null): boolean {
  return Boolean(vAb) && !consentMode;
}

export function readConsent(): ConsentMode | null {
  const value = local.get(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function cookieBannerWanted(): boolean {
  return shouldShowCookieBanner(session.get(V_AB_KEY), local.get(CONSENT_KEY));
}

/** gtag's own shape: the tag manager reads consent commands as Arguments objects. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  pushDataLayer(arguments as unknown as Record<string, unknown>);
}

function consentState(mode: ConsentMode) {
  return { ad_storage: mode, analytics_storage: mode, ad_user_data: mode, ad_personalization: mode };
}

export function setConsent(mode: ConsentMode): void {
  local.set(CONSENT_KEY, mode);
  gtag('consent', 'update', consentState(mode));
  track('consent_update', { consentMode: mode });
}

let containerLoaded = false;
/** Loads the tag manager container when the server names one; nothing otherwise. */
export function loadTagManager(): void {
  const id = gtmId();
  if (!id || containerLoaded) return;
  containerLoaded = true;
  gtag('consent', 'default', consentState(readConsent() ?? 'granted'));
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
