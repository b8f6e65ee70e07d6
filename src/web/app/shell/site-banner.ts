import { getNotificationBanner } from '../../../shared/api/notification-banner/contracts';
import { api } from '../../lib/api';
import { currentNotification, notify } from '../../lib/notifications';
import { session } from '../../lib/storage';
import { BANNER_SEEN_KEY } from './banner-seen';

/** Shows the banner staff put up (back office, Banner) unless this session has seen this version. */
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
