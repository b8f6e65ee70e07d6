import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useCaptcha } from '../../lib/captcha-request';
import { cookieBannerWanted } from '../../lib/consent';
import { useOpenPdf } from '../../lib/pdf-viewer';

const CaptchaModal = lazy(() => import('./captcha-modal').then((m) => ({ default: m.CaptchaModal })));
const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));
const PdfViewerModal = lazy(() => import('./pdf-viewer-modal').then((m) => ({ default: m.PdfViewerModal })));

/**
 * The captcha, cookie and PDF modals load only when one is needed, keeping them out of the
 * first-load bundle of every page.
 */
export function LazyOverlays() {
  const captcha = useCaptcha();
  const pdf = useOpenPdf();
  // Read once per page load: the banner only ever appears for a visitor without stored consent.
  const cookies = useSyncExternalStore(subscribeNever, cookieBannerWanted, () => false);
  return (
    <Suspense fallback={null}>
      {cookies && <CookieBanner />}
      {captcha && <CaptchaModal />}
      {pdf && <PdfViewerModal />}
    </Suspense>
  );
}

const subscribeNever = () => () => {};
