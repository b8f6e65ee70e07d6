import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { CONTACT_NUMBER_CODES, contactNumberSchema } from '../../../shared/api/site.js';
import { contactNumbers } from '../../db/schema.js';

const querySchema = z.object({
  code: z.enum(CONTACT_NUMBER_CODES, { error: `code must be one of ${CONTACT_NUMBER_CODES.join(', ')}` }).default('default'),
});

/**
 * GET /api/public/contactnumber: the contact line a page names with nb (oec-maid uses nb2),
 * falling back to the default line, then to the configured site numbers.
 */
export async function contactNumberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/public/contactnumber',
    { schema: { querystring: querySchema, response: { 200: contactNumberSchema, '4xx': errorResponseSchema } } },
    async (request) => {
      const { code } = request.query;
      const rows = await app.database.db
        .select()
        .from(contactNumbers)
        .where(inArray(contactNumbers.code, [code, 'default']));
      const row = rows.find((r) => r.code === code) ?? rows.find((r) => r.code === 'default');
      return {
        code,
        phone: row?.phone || app.config.SITE_PHONE,
        whatsapp: row?.whatsapp || app.config.SITE_WHATSAPP,
        label: row?.label ?? '',
      };
    },
  );
}
