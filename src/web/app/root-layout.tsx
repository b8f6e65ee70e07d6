import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from '../lib/router';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { useNotification } from '../lib/notifications';
import { LazyOverlays } from './shell/lazy-overlays';
import { LoadingOverlay } from './shell/loading-overlay';
import { useRouteHead } from './shell/route-head';
import { useShellEffects } from './shell/shell-effects';
import { session } from '../lib/storage';
import { whenIdle } from '../lib/when-idle';
import { BANNER_SEEN_KEY } from './shell/banner-seen';

/**
 * The staff's banner (back office, Banner): the server names a live one's version in the head; its
 * code loads only then, when the browser is idle (the page and its first image come first), and
 * only if this session has not shown that version.
 */
function useSiteBanner(): void {
  useEffect(() => {
    const version = document.querySelector<HTMLMetaElement>('meta[name="notification-banner"]')?.content;
    if (!version || session.get(BANNER_SEEN_KEY) === version) return;
    return whenIdle(() => void import('./shell/site-banner').then((m) => m.showSiteBanner()), 3000, 1000);
  }, []);
}

const NotificationBanner = lazy(() => import('../components/notification-banner/notification-banner').then((m) => ({ default: m.NotificationBanner })));

/** The banner's code (and its HTML sanitizer) loads with the first notification, not with the page. */
function Notifications() {
  const note = useNotification();
  return note ? (
    <Suspense fallback={null}>
      <NotificationBanner />
    </Suspense>
  ) : null;
}

/** The page frame: header, the page, the footer, and the shell elements every page can show. */
export function RootLayout() {
  useShellEffects();
  useRouteHead();
  useSiteBanner();
  return (
    <>
      <Header />
      <Notifications />
      <Outlet />
      <Footer />
      <LoadingOverlay />
      <LazyOverlays />
    </>
  );
}
