import * as z from 'zod/mini';

/**
 * A staff text as stored, in each language written (issue 31): what staff answers carry. A call's
 * input is checked by localizedTextSchema (shared/i18n/localized-text.ts), which trims and drops
 * empty languages.
 */
export const writtenTextSchema = z.object({ en: z.string(), ar: z.optional(z.string()), hi: z.optional(z.string()), ru: z.optional(z.string()), fr: z.optional(z.string()) });
