import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parameterListSchema } from '../../../shared/api/site.js';
import { siteParameters } from '../../db/schema.js';

export const MAX_PARAMETER_CODES = 50;
const CODE = /^[A-Za-z0-9_.-]{1,100}$/;

/** `code=a&code=b` or `code=a,b` (or both), kept in the order asked, without repeats. */
const codesSchema = z
  .union([z.string(), z.array(z.string())], { error: 'give one or more parameter codes' })
  .transform((value) => [
    ...new Set((Array.isArray(value) ? value : [value]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)),
  ])
  .refine((codes) => codes.length > 0, 'give one or more parameter codes')
  .refine((codes) => codes.length <= MAX_PARAMETER_CODES, `at most ${MAX_PARAMETER_CODES} codes per request`)
  .refine((codes) => codes.every((c) => CODE.test(c)), 'a code is letters, digits, dots, dashes or underscores');

/** GET /api/public/parameter: the site parameters asked for that exist. */
export async function publicRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public/parameter',
    {
      schema: {
        querystring: z.object({ code: codesSchema }),
        response: { 200: parameterListSchema },
      },
    },
    async (request) => {
      const codes = request.query.code;
      const rows = await app.database.db.select().from(siteParameters).where(inArray(siteParameters.code, codes));
      const byCode = new Map(rows.map((row) => [row.code, row.value]));
      return codes.flatMap((code) => (byCode.has(code) ? [{ code, value: byCode.get(code)! }] : []));
    },
  );
}
