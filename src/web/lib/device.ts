/** Device classes of the spec's section 4 and DESIGN: layout below 768 px, steps up to 991 px. */
export const MOBILE_LAYOUT_MAX = 767;
export const MOBILE_STEPS_MAX = 991;

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(userAgent = navigator.userAgent): boolean {
  return MOBILE_UA.test(userAgent);
}

/** An iPad in desktop mode reports itself as a Mac; its touch points give it away. */
export function isTouchMac(): boolean {
  return /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 2;
}

/** The layout breakpoint (CSS uses the same 768 px). */
export function isMobileLayout(width = window.innerWidth): boolean {
  return width <= MOBILE_LAYOUT_MAX;
}

/** Mobile for the application steps and WhatsApp links: narrow, a mobile user agent, or a touch Mac. */
export function isMobileDevice(width = window.innerWidth): boolean {
  return width <= MOBILE_STEPS_MAX || isMobileUserAgent() || isTouchMac();
}
