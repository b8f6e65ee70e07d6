/**
 * My List rules (spec section 4), pure so they are unit-tested: the saved list (`requestedMaids`,
 * with an optional version suffix) and the shared list (`sharedListMaids`), both arrays of maid ids.
 */

export const MY_LIST_KEY = 'requestedMaids';
export const SHARED_LIST_KEY = 'sharedListMaids';
/** Query parameter carrying a shared list's ids ("1,2,3") in a share link. */
export const SHARED_LIST_PARAM = 'sgl';
/** More than any client shortlists; longer stored or linked lists are trimmed. */
export const MAX_LIST_LENGTH = 50;

export type ListTab = 'my-list' | 'shared-list';

/** The storage key of the saved list: `requestedMaids`, or `requestedMaids_{version}` for a list version. */
export function myListKey(version?: string | null): string {
  const v = version?.trim();
  return v && /^[A-Za-z0-9]{1,10}$/.test(v) ? `${MY_LIST_KEY}_${v}` : MY_LIST_KEY;
}

function toId(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) value = Number(value);
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > 2_147_483_647) return undefined;
  return value;
}

/** Maid ids from anything: positive integers (or digit strings) kept in order, duplicates and garbage dropped, trimmed. */
export function sanitizeIds(values: readonly unknown[], max = MAX_LIST_LENGTH): number[] {
  const out: number[] = [];
  for (const v of values) {
    const id = toId(v);
    if (id !== undefined && !out.includes(id)) out.push(id);
    if (out.length >= max) break;
  }
  return out;
}

/** A stored list (JSON text, possibly garbage) as ids. */
export function parseStoredIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? sanitizeIds(value) : [];
  } catch {
    return [];
  }
}

/** A comma list from a URL ("1,2,x,3") as ids. */
export function parseIdParam(raw: string | null | undefined): number[] {
  return raw ? sanitizeIds(raw.split(',').slice(0, MAX_LIST_LENGTH * 4)) : [];
}

/** Adding puts the maid first; `rank` is what addtoshortlist is told (position + 1). */
export function addToList(list: readonly number[], id: number): { list: number[]; rank: number } {
  const next = [id, ...list.filter((x) => x !== id)].slice(0, MAX_LIST_LENGTH);
  return { list: next, rank: next.indexOf(id) + 1 };
}

export function removeFromList(list: readonly number[], id: number): number[] {
  return list.filter((x) => x !== id);
}

/** Ids from a link merged into a list: the list's order first, new ids after, no duplicates. */
export function mergeIds(list: readonly number[], incoming: readonly number[]): number[] {
  return sanitizeIds([...list, ...incoming]);
}

/** The list is fetched only when there are saved ids and preferences. */
export function shouldRefresh(ids: readonly number[], preferences: readonly number[]): boolean {
  return ids.length > 0 && preferences.length > 0;
}

export interface AvailableMaidRef {
  housemaid: { id: number };
  nationalityMatchingType: { id: number };
}

/**
 * A list after a refresh: only the maids the server still returns as available, in the list's own
 * order, without maids of a notAllowed matching type.
 */
export function applyRefresh(
  list: readonly number[],
  available: readonly AvailableMaidRef[],
  notAllowedMatchingTypeIds: readonly number[],
): number[] {
  const ok = new Set(
    available.filter((a) => !notAllowedMatchingTypeIds.includes(a.nationalityMatchingType.id)).map((a) => a.housemaid.id),
  );
  return list.filter((id) => ok.has(id));
}

/** After a refresh the tab switches to whichever list is non-empty, defaulting to my-list. */
export function tabAfterRefresh(myList: readonly number[], sharedList: readonly number[], current: ListTab): ListTab {
  if (current === 'my-list' && myList.length > 0) return 'my-list';
  if (current === 'shared-list' && sharedList.length > 0) return 'shared-list';
  if (myList.length > 0) return 'my-list';
  if (sharedList.length > 0) return 'shared-list';
  return 'my-list';
}

/** What happens after a removal: desktop closes the panel, mobile goes to /hire-maid, when both lists are empty. */
export function afterRemoval(
  myList: readonly number[],
  sharedList: readonly number[],
  isMobile: boolean,
): 'none' | 'close-panel' | 'go-to-hire-maid' {
  if (myList.length > 0 || sharedList.length > 0) return 'none';
  return isMobile ? 'go-to-hire-maid' : 'close-panel';
}

/** The share link: opens as the recipient's shared list. */
export function shareLink(origin: string, ids: readonly number[]): string {
  const clean = sanitizeIds(ids);
  return `${origin.replace(/\/+$/, '')}/shortlisted-maids?${SHARED_LIST_PARAM}=${clean.join(',')}`;
}
