import { historyPadding } from '../../../shared/workflow';
import { whenIdle } from '../../lib/when-idle';

type State = Record<string, unknown>;

const IDLE_TIMEOUT_MS = 500;

/**
 * Puts the 24 guard entries of the back rules under the current entry, one at a time while the
 * browser is idle: each history call blocks the main thread, so all 24 in one go made a long
 * task of the page's first second. At every moment the top entry is the real one
 * (the router's own state and address, read afresh each time) with the guards under it; it ends
 * to [first entry, 23 guards, real entry], as pushing 24 copies and restoring the top did.
 * Stops at the first move through history, or when cancelled.
 */
export function padHistory(step: string): () => void {
  const pad = historyPadding(step);
  let pushed = 0;
  let cancel = () => {};
  const addOne = () => {
    const top = (window.history.state ?? {}) as State;
    if (pushed > 0) window.history.replaceState({ ...top, ...pad.state }, '', window.location.href);
    window.history.pushState(top, '', window.location.href);
    pushed += 1;
  };
  // One entry per task: a few history calls at most, never a long task even on a slow phone.
  const slice = () => {
    addOne();
    if (pushed < pad.entries) cancel = whenIdle(slice, IDLE_TIMEOUT_MS);
  };
  cancel = whenIdle(slice, IDLE_TIMEOUT_MS);
  // A move through history before the padding is done (back to the first entry) ends it there.
  const stop = () => {
    cancel();
    window.removeEventListener('popstate', stop);
  };
  window.addEventListener('popstate', stop);
  return stop;
}
