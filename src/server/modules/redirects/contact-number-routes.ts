import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getContactNumber } from '../../../shared/api/public/contracts.js';
import { contactNumbers } from '../../db/schema.js';
import { route } from '../../http/route.js';

/**
 * The contact line a page names with nb (oec-maid uses nb2), falling back to the default line,
 * then to the configured site numbers.
 */
export async function contactNumberRoutes(api: FastifyInstance) {
  await route(api, getContactNumber, {}, async (request) => {
    const { code } = request.query;
    const rows = await api.database.db
      .select()
      .from(contactNumbers)
      .where(inArray(contactNumbers.code, [code, 'default']));
    const row = rows.find((r) => r.code === code) ?? rows.find((r) => r.code === 'default');
    return {
      code,
      phone: row?.phone || api.config.SITE_PHONE,
      whatsapp: row?.whatsapp || api.config.SITE_WHATSAPP,
      label: row?.label ?? '',
    };
  });
}
