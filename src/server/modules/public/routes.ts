import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getParameters } from '../../../shared/api/public/contracts.js';
import { siteParameters } from '../../db/schema.js';
import { route } from '../../http/route.js';

/** The site parameters asked for that exist, in the order asked. */
export async function publicRoutes(api: FastifyInstance) {
  await route(api, getParameters, {}, async (request) => {
    const codes = request.query.code;
    const rows = await api.database.db.select().from(siteParameters).where(inArray(siteParameters.code, codes));
    const byCode = new Map(rows.map((row) => [row.code, row.value]));
    return codes.flatMap((code) => (byCode.has(code) ? [{ code, value: byCode.get(code)! }] : []));
  });
}
