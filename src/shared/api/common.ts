import * as z from 'zod/mini';

export { DEFAULT_PAGE_CODE } from './constants.js';

const SESSION_ID_MESSAGE = 'sessionId must be 8 to 64 letters, digits, dashes or underscores';

/** A browser session id: crypto.randomUUID() in the browser; anything of that shape is accepted. */
export const sessionIdSchema = z.string({ error: 'sessionId is required' }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, SESSION_ID_MESSAGE));

const MAID_ID_MESSAGE = 'must be a maid id (a positive whole number)';

/** A maid id, from a query string or a JSON body. */
export const maidIdSchema = z.coerce
  .number<number | string>({ error: MAID_ID_MESSAGE })
  .check(z.refine(Number.isInteger, MAID_ID_MESSAGE), z.positive(MAID_ID_MESSAGE), z.maximum(2_147_483_647, 'is not a known maid id'));

/** A whole number within bounds, from a query string or a JSON body. */
export function wholeNumberSchema(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number<number | string>({ error: message })
    .check(z.refine(Number.isInteger, message), z.minimum(min, message), z.maximum(max, message));
}

export const MAX_IDS_PER_REQUEST = 200;

/**
 * The positive 32-bit integers of comma lists, in order, without repeats; spaces and control
 * characters around an entry are ignored, other entries dropped.
 */
export function parseIntList(lists: readonly string[]): number[] {
  const into: number[] = [];
  const seen = new Set<number>();
  for (const list of lists) {
    let n = 0;
    let digits = 0;
    let junk = false;
    // One pass over the characters: this runs on every My List refresh, with up to 200 ids.
    for (let i = 0; i <= list.length; i += 1) {
      const c = i < list.length ? list.charCodeAt(i) : 44;
      if (c === 44) {
        if (!junk && digits > 0 && digits <= 10 && n > 0 && n <= 2_147_483_647 && !seen.has(n)) {
          seen.add(n);
          into.push(n);
        }
        n = 0;
        digits = 0;
        junk = false;
      } else if (c >= 48 && c <= 57) {
        n = n * 10 + (c - 48);
        digits += 1;
      } else if (c > 32) {
        junk = true;
      } else if (digits > 0 && i + 1 < list.length && list.charCodeAt(i + 1) >= 48 && list.charCodeAt(i + 1) <= 57) {
        junk = true; // a space between digits ("1 2") is not a number
      }
    }
  }
  return into;
}

/**
 * A comma list of positive integers ("1,2,3"), or the same given as repeated query parameters.
 * Entries that are not integers are dropped, as the spec drops non-integer preferences.
 */
export const intListSchema = z
  .pipe(
    z.optional(z.union([z.string(), z.array(z.union([z.string(), z.number()]))])),
    z.transform((v) => parseIntList(v === undefined ? [] : Array.isArray(v) ? v.map(String) : [v])),
  )
  .check(z.refine((ids: number[]) => ids.length <= MAX_IDS_PER_REQUEST, `at most ${MAX_IDS_PER_REQUEST} ids per request`));

/** A yes/no query parameter: 'true', 'false', '1' or '0' (a caller may give a boolean). */
export const boolParamSchema = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: "must be 'true' or 'false'" }),
  z.transform((v) => v === true || v === 'true' || v === '1'),
);

/** One field's problem in a refused body: its dotted path ("languages.0.language.label") and the words to show beside it. */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every failing JSON response has this shape; a refused body also lists its issues by field. */
export const errorResponseSchema = z.object({ error: z.string().check(z.minLength(1)), issues: z.optional(z.array(fieldIssueSchema)) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The answer of a call that only says it is done. */
export const successSchema = z.object({ success: z.literal(true) });
