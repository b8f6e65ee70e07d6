import { track } from '../../lib/analytics';
import { session } from '../../lib/storage';
import { TRACKING_KEYS } from '../../lib/tracking';

/** The affiliate event of the visit: the `event` query parameter, kept in session by the tracking. */
export function affiliateEvent(): string | undefined {
  const fromQuery = new URLSearchParams(window.location.search).get('event');
  return fromQuery || session.get(TRACKING_KEYS.event) || undefined;
}

/** The hire action opens the application with the maid (and says when she came from My List). */
export function hireHref(maidId: number, fromSavedList: boolean): string {
  return `/app?maidId=${maidId}${fromSavedList ? '&isShortListedMaids=true' : ''}`;
}

/** newMaidHired (spec section 3): the maid, whether she came from My List, the affiliate event and her rank. */
export function trackHire(housemaid: number, fromSavedList: boolean, maidRank: number): void {
  track('newMaidHired', { housemaid, fromSavedList, affiliateEvent: affiliateEvent() ?? null, maidRank });
}
