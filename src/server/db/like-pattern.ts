/** A `%…%` pattern for ILIKE that finds `text` anywhere: `%` and `_` typed in a search are letters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
