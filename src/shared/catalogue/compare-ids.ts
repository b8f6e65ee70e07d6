/** How many maids the compare page puts side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The maid ids of a compare link (`?ids=3,7,12`): valid ids, each once, at most four, in order. */
export function parseCompareIds(value: string | null): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = Number(part.trim());
    if (/^\s*[1-9]\d{0,9}\s*$/.test(part) && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

/** The compare page's link for some of My List's maids (the first four). */
export function compareHref(ids: readonly number[]): string {
  return `/my-list/compare?ids=${ids.slice(0, MAX_COMPARED).join(',')}`;
}
