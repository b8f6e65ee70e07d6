import { addUrlLog as addUrlLogCall, qrScanned } from '../../shared/api/appsutils/contracts';
import { getIpAddress } from '../../shared/api/catalogue/contracts';
import { api } from './api';
import { getSessionId } from './session-id';
import { session } from './storage';
import { TRACKING_KEYS } from './tracking';

/**
 * What a visit reports once its page has loaded (tracking.ts): the QR scan, the URL log and the
 * visitor's IP address. A module of its own, loaded then, so that no page's first load carries it.
 */
export function reportVisit(qr: string | null, href: string, journeyId: string): void {
  reportQrScan(qr);
  addUrlLog(href, journeyId);
  fetchIpAddressOnce();
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
