import { Outlet } from '../lib/router';
import { Header } from '../components/header/header';
import { LazyOverlays } from './shell/lazy-overlays';
import { LoadingOverlay } from './shell/loading-overlay';
import { NotificationBanner } from './shell/notification-banner';
import { useRouteHead } from './shell/route-head';
import { useShellEffects } from './shell/shell-effects';

/** The page frame: header, the page, and the shell elements every page can show. */
export function RootLayout() {
  useShellEffects();
  useRouteHead();
  return (
    <>
      <Header />
      <NotificationBanner />
      <Outlet />
      <LoadingOverlay />
      <LazyOverlays />
    </>
  );
}
