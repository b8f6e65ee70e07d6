/**
 * Preferences (spec sections 3 and 5): ids of nationality matching types, kept under the local key
 * `preference`. Only integers survive parsing. Also the v_african / v_filipina / v_ethiopian flags.
 */

export const PREFERENCE_KEY = 'preference';
/** More matching types than any catalogue has: a longer stored list is garbage and is trimmed. */
export const MAX_PREFERENCES = 20;

function toId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > 2_147_483_647) return undefined;
  return n;
}

/** Parses the stored preference (a JSON array, or anything else): integers only, no duplicates, trimmed. */
export function parsePreferences(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  const out: number[] = [];
  for (const item of list) {
    // Only true integers: the spec drops non-integers, so '3' in a stored array is dropped too.
    if (typeof item !== 'number') continue;
    const id = toId(item);
    if (id !== undefined && !out.includes(id)) out.push(id);
    if (out.length >= MAX_PREFERENCES) break;
  }
  return out;
}

/** The stored form of a preference list. */
export function serializePreferences(ids: readonly number[]): string {
  return JSON.stringify(parsePreferences(JSON.stringify(ids)));
}

/**
 * The preferences after the visitor picks a matching type: the picked one first, then the ones
 * picked before (so maids saved from an earlier tab still count as preferred).
 */
export function preferMatchingType(current: readonly number[], id: number): number[] {
  return [id, ...current.filter((x) => x !== id)].slice(0, MAX_PREFERENCES);
}

export const NATIONALITY_FLAGS = {
  v_african: 'african',
  v_filipina: 'filipina',
  v_ethiopian: 'ethiopian',
} as const;
export type NationalityFlag = keyof typeof NATIONALITY_FLAGS;
export const NATIONALITY_FLAG_NAMES = Object.keys(NATIONALITY_FLAGS) as NationalityFlag[];

/**
 * The nationality flag a visit chooses: the last of v_african / v_filipina / v_ethiopian present in
 * the query, else the one remembered from earlier in the session. Choosing one clears the other two
 * and the selected tab (spec section 4); the caller applies `clear`.
 */
export function resolveNationalityFlag(
  query: URLSearchParams,
  remembered: readonly NationalityFlag[],
): { flag: NationalityFlag | undefined; fromQuery: boolean; clear: NationalityFlag[] } {
  const inQuery = [...query.keys()].filter((k): k is NationalityFlag => k in NATIONALITY_FLAGS);
  const fromQuery = inQuery.length > 0;
  const flag = fromQuery ? inQuery[inQuery.length - 1] : remembered[remembered.length - 1];
  const clear = flag ? NATIONALITY_FLAG_NAMES.filter((f) => f !== flag) : [];
  return { flag, fromQuery, clear };
}

/** The matching type code a flag selects. */
export function flagMatchingType(flag: NationalityFlag): string {
  return NATIONALITY_FLAGS[flag];
}
