interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window call counts per key, held in this process's memory only: with several server
 * processes each counts on its own, so a client may make up to threshold × processes calls.
 * The map is bounded; when full, the oldest windows are forgotten first.
 */
export class RateCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call for the key and returns the calls in its current window, this one included. */
  hit(key: string): number {
    const t = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= t) {
      this.windows.delete(key);
      this.makeRoom(t);
      window = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(t: number): void {
    // Every window has the same length and is inserted when it opens, so the map is ordered by
    // expiry: expired windows are all at the front.
    for (const [key, window] of this.windows) {
      if (window.resetAt > t && this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
