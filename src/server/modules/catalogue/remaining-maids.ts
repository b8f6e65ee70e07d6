import { applyLabels, type LabelOptions } from '../../../shared/labels.js';

export interface AskedMaid {
  id: number;
  matchingTypeId: number;
  /** Can be offered now. */
  available: boolean;
  /** Her matching type may not be offered at all. */
  notAllowed: boolean;
}

export interface RemainingInput<M extends AskedMaid> {
  /** Deduplicated, in the client's order. */
  askedIds: readonly number[];
  /** The asked maids that exist; ids not found are dropped without a word. */
  rows: readonly M[];
  /** Matching type ids; empty means no preference. */
  preferences: readonly number[];
  labels: LabelOptions;
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * My List after a refresh: the asked maids that can still be offered, in the order asked, and
 * messages telling the client why others left. Written with the word maid; the labels swap it.
 */
export function remainingAvailableMaids<M extends AskedMaid>({ askedIds, rows, preferences, labels }: RemainingInput<M>): {
  availableMaids: M[];
  messages: Record<string, string>;
} {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const availableMaids: M[] = [];
  let unavailable = 0;
  let notPreferred = 0;
  for (const id of askedIds) {
    const row = byId.get(id);
    if (!row) continue;
    if (!row.available || row.notAllowed) unavailable += 1;
    else if (preferences.length > 0 && !preferences.includes(row.matchingTypeId)) notPreferred += 1;
    else availableMaids.push(row);
  }

  const messages: Record<string, string> = {};
  if (unavailable > 0) {
    if (availableMaids.length === 0 && notPreferred === 0) {
      messages.empty = 'None of the maids in your list are available any more.';
    } else {
      messages.someUnavailable = `${count(unavailable, 'maid you saved is', 'maids you saved are')} no longer available.`;
    }
  }
  if (notPreferred > 0) {
    messages.notMatchingPreferences = `${count(notPreferred, 'maid you saved does', 'maids you saved do')} not match the preferences you chose.`;
  }
  for (const key of Object.keys(messages)) messages[key] = applyLabels(messages[key]!, labels);
  return { availableMaids, messages };
}
