import { isClientAppSource, merrittRewrite, needsIbanValidation, utmParams, appSessionMarker } from '../../shared/tracking';
import { addUrlLog as addUrlLogCall, qrScanned } from '../../shared/api/appsutils/contracts';
import { getIpAddress } from '../../shared/api/catalogue/contracts';
import { api } from './api';
import { applyLangParam } from './i18n';
import { getSessionId } from './session-id';
import { local, session } from './storage';
import { whenIdle } from './when-idle';

/** Session keys of the visitor tracking (spec section 4 and 7). */
export const TRACKING_KEYS = {
  utmParams: 'utm_params',
  allParams: 'all_params',
  event: 'CC_EVENT',
  target: 'CC_TARGET',
  referralId: 'CC_REFERRAL_ID',
  ccJourneyId: 'CC_journeyId',
  slv2: 'CC_SLV2',
  vAb: 'CC_V_AB',
  journeyId: 'journeyId',
  ibanValidation: 'CC_IBAN_VALIDATION',
  clientApp: 'CC_CLIENT_APP',
  qrScanned: 'qrscanned',
  ipAddress: 'ipAddress',
} as const;

/** Query parameters copied into session storage as they arrive. */
const COPIED: Array<[param: string, key: string]> = [
  ['event', TRACKING_KEYS.event],
  ['target', TRACKING_KEYS.target],
  ['referralId', TRACKING_KEYS.referralId],
  ['slv2', TRACKING_KEYS.slv2],
  ['v_ab', TRACKING_KEYS.vAb],
];

/**
 * Runs once when the site loads: reads the query into session storage at once, reports the visit
 * once the page has loaded, and answers whether the page is about to reload (the v_merritt rewrite).
 */
export function initTracking(location: Location = window.location): { reloading: boolean } {
  const rewritten = merrittRewrite(location.search);
  if (rewritten !== undefined) {
    location.replace(`${location.pathname}${rewritten}${location.hash}`);
    return { reloading: true };
  }
  const search = new URLSearchParams(location.search);
  applyLangParam(search.get('lang'));

  const utm = utmParams(search);
  if (Object.keys(utm).length > 0) session.set(TRACKING_KEYS.utmParams, JSON.stringify(utm));
  if (search.size > 0) session.set(TRACKING_KEYS.allParams, search.toString());
  for (const [param, key] of COPIED) {
    const value = search.get(param);
    if (value !== null) session.set(key, value || 'true');
  }
  const journeyId = journeyIdFrom(search);
  session.set(TRACKING_KEYS.ccJourneyId, journeyId);
  if (needsIbanValidation(location.href)) session.set(TRACKING_KEYS.ibanValidation, 'true');
  if (isClientAppSource(search.get('utm_source'))) session.set(TRACKING_KEYS.clientApp, 'true');

  const qr = search.get('qr');
  const href = location.href;
  // The reports wait until the page has loaded: they must not compete with what the first screen needs.
  afterLoad(() => {
    reportQrScan(qr);
    addUrlLog(href, journeyId);
    fetchIpAddressOnce();
  });
  return { reloading: false };
}

/** Runs `fn` in the first idle moment after the page's load event. */
function afterLoad(fn: () => void): void {
  const idle = () => void whenIdle(fn, 2_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** journeyId from the query, else the one kept in session, else a new random UUID. */
export function journeyIdFrom(search: URLSearchParams): string {
  const fromQuery = search.get('journeyId');
  const id =
    fromQuery && /^[A-Za-z0-9_-]{8,64}$/.test(fromQuery)
      ? fromQuery
      : (session.get(TRACKING_KEYS.journeyId) ?? crypto.randomUUID());
  session.set(TRACKING_KEYS.journeyId, id);
  return id;
}

/** A QR code's landing link carries ?qr=<uuid>; the scan is reported once per session. */
function reportQrScan(uuid: string | null): void {
  if (!uuid || session.get(TRACKING_KEYS.qrScanned) === uuid) return;
  session.set(TRACKING_KEYS.qrScanned, uuid);
  void api(qrScanned, { query: { uuid } }, { silent: true }).catch(() => undefined);
}

function addUrlLog(url: string, journeyId: string): void {
  void api(
    addUrlLogCall,
    { body: { sessionId: getSessionId(), journeyId, mixpanelId: null, url: url.slice(0, 2000) } },
    { silent: true },
  ).catch(() => undefined);
}

function fetchIpAddressOnce(): void {
  if (session.get(TRACKING_KEYS.ipAddress)) return;
  void api(getIpAddress, {}, { silent: true })
    .then((data) => {
      if (data?.ip) session.set(TRACKING_KEYS.ipAddress, data.ip);
    })
    .catch(() => undefined);
}

/** The cc_app_{appId} start/resume marker: stored unless already set; from_start overrides. */
export function markAppSession(appId: string, fromStart: boolean): 'start' | 'resume' {
  const key = `cc_app_${appId}`;
  const marker = appSessionMarker(session.get(key), fromStart);
  if (marker === 'start') session.set(key, 'start');
  return marker;
}

export function ibanValidationRequired(): boolean {
  return session.get(TRACKING_KEYS.ibanValidation) === 'true';
}

export function isFromClientApp(): boolean {
  return session.get(TRACKING_KEYS.clientApp) === 'true';
}

/** Local storage works (the /cookies-disabled page is shown otherwise). */
export function storageSupported(): boolean {
  return local.persistent;
}
