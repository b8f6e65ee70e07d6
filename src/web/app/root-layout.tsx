import { lazy, Suspense } from 'react';
import { Outlet } from '../lib/router';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { useNotification } from '../lib/notifications';
import { LazyOverlays } from './shell/lazy-overlays';
import { LoadingOverlay } from './shell/loading-overlay';
import { useRouteHead } from './shell/route-head';
import { useShellEffects } from './shell/shell-effects';
import { useSiteBanner } from './shell/site-banner';

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
