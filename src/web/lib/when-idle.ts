/**
 * Runs `run` in the browser's next idle moment, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback, after `fallbackDelayMs`. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackDelayMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackDelayMs);
  return () => clearTimeout(timer);
}
