/** WATCH_VIDEO progress is logged every 5 seconds of playback (spec section 9). */
export const PROGRESS_INTERVAL_MS = 5000;

export type WatchLogType = 'play' | 'pause' | 'end' | 'progress';

export interface WatchEvent {
  housemaid: number;
  logType: WatchLogType;
  /** Seconds, rounded to tenths. */
  videoDuration: number;
  /** Seconds actually played (seeks do not count), rounded to tenths. */
  watchedDuration: number;
}

const round = (s: number) => (Number.isFinite(s) ? Math.round(s * 10) / 10 : 0);

/**
 * Measures how much of one maid's video was watched and says what to log. The video element's
 * events drive it; a seek (a jump of more than 1.5 s between time updates) adds nothing.
 */
export class WatchSession {
  private watched = 0;
  private lastTime: number | undefined;

  constructor(
    private readonly housemaid: number,
    private readonly send: (event: WatchEvent) => void,
  ) {}

  private emit(logType: WatchLogType, duration: number) {
    this.send({ housemaid: this.housemaid, logType, videoDuration: round(duration), watchedDuration: round(this.watched) });
  }

  play(currentTime: number, duration: number) {
    this.lastTime = currentTime;
    this.emit('play', duration);
  }

  time(currentTime: number) {
    if (this.lastTime !== undefined) {
      const delta = currentTime - this.lastTime;
      if (delta > 0 && delta <= 1.5) this.watched += delta;
    }
    this.lastTime = currentTime;
  }

  progress(duration: number) {
    this.emit('progress', duration);
  }

  pause(currentTime: number, duration: number) {
    this.time(currentTime);
    this.lastTime = undefined;
    this.emit('pause', duration);
  }

  end(duration: number) {
    if (this.lastTime !== undefined) this.time(duration);
    this.lastTime = undefined;
    this.emit('end', duration);
  }

  get watchedSeconds(): number {
    return this.watched;
  }
}
