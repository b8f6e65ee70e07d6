import { useEffect } from 'react';
import { getNotificationBanner } from '../../../shared/api/notification-banner/contracts';
import { api } from '../../lib/api';
import { currentNotification, notify } from '../../lib/notifications';
import { session } from '../../lib/storage';
import { whenIdle } from '../../lib/when-idle';

/** The version of the staff's banner this session has shown: each version shows once. */
export const BANNER_SEEN_KEY = 'notification_banner_seen';

/** Shows the banner staff put up (back office, Site content) unless this session has seen this version. */
export async function showSiteBanner(): Promise<void> {
  let banner;
  try {
    ({ banner } = await api(getNotificationBanner, {}, { silent: true }));
  } catch {
    return; // An announcement is not worth an error: the next page load asks again.
  }
  // Another message on screen (an error, a captcha's) keeps its place; the banner waits for the next page.
  if (!banner || session.get(BANNER_SEEN_KEY) === banner.version || currentNotification()) return;
  session.set(BANNER_SEEN_KEY, banner.version);
  notify({
    type: banner.type,
    title: banner.title || undefined,
    html: banner.body || undefined,
    customClass: banner.customClass,
    align: banner.align,
    duration: banner.durationMs,
    showOnTop: banner.showOnTop,
    closeOnWindowClick: banner.closeOnWindowClick,
  });
}

/** Once per page load, when the browser is idle: the page and its first image come first. */
export function useSiteBanner(): void {
  useEffect(() => whenIdle(() => void showSiteBanner(), 3000, 1000), []);
}
