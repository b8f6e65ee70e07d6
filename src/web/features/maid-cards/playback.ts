/** Only one video plays at a time: starting one pauses whichever played before (spec section 4). */
let current: HTMLMediaElement | null = null;

export function claimPlayback(element: HTMLMediaElement): void {
  if (current && current !== element && !current.paused) current.pause();
  current = element;
}

export function releasePlayback(element: HTMLMediaElement): void {
  if (current === element) current = null;
}
