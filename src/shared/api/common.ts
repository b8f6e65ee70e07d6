import { z } from 'zod';

export { DEFAULT_PAGE_CODE } from './constants.js';

/** A browser session id: crypto.randomUUID() in the browser; anything of that shape is accepted. */
export const sessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be 8 to 64 letters, digits, dashes or underscores');

export const maidIdSchema = z.coerce
  .number({ error: 'must be a maid id (a positive whole number)' })
  .int('must be a maid id (a positive whole number)')
  .positive('must be a maid id (a positive whole number)')
  .max(2_147_483_647, 'is not a known maid id');

export const MAX_IDS_PER_REQUEST = 200;

/**
 * A comma list of positive integers ("1,2,3"), or the same given as repeated query parameters.
 * Entries that are not integers are dropped, as the spec drops non-integer preferences.
 */
export const intListSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((s) => s.split(','));
    const ids: number[] = [];
    for (const raw of parts) {
      const s = raw.trim();
      if (!/^\d{1,10}$/.test(s)) continue;
      const n = Number(s);
      if (n > 0 && n <= 2_147_483_647 && !ids.includes(n)) ids.push(n);
    }
    return ids;
  })
  .refine((ids) => ids.length <= MAX_IDS_PER_REQUEST, `at most ${MAX_IDS_PER_REQUEST} ids per request`);

export const boolParamSchema = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

/** Every failing JSON response has this shape. */
export const errorResponseSchema = z.object({ error: z.string().min(1) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
