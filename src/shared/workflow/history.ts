/**
 * The browser's own back button must go through backStep, not leave the application: the
 * client pushes this many copies of the current entry so a popstate lands inside /app, where
 * it is answered by backStep (and re-padded when back is prevented).
 */
export const HISTORY_PADDING_ENTRIES = 24;

export interface HistoryPadding {
  entries: number;
  /** The state object stored on every padding entry, recognised on popstate. */
  state: { appBackGuard: true; step: string };
}

export function historyPadding(step: string): HistoryPadding {
  return { entries: HISTORY_PADDING_ENTRIES, state: { appBackGuard: true, step } };
}
