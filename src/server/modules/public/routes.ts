import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getParameters, getTestimonials } from '../../../shared/api/public/contracts.js';
import { siteParameters } from '../../db/schema.js';
import { route } from '../../http/route.js';
import { DEMO_TESTIMONIALS } from '../../seed/testimonials.js';

export async function publicRoutes(api: FastifyInstance) {
  /** The site parameters asked for that exist, in the order asked. */
  await route(api, getParameters, {}, async (request) => {
    const codes = request.query.code;
    const rows = await api.database.db.select().from(siteParameters).where(inArray(siteParameters.code, codes));
    const byCode = new Map(rows.map((row) => [row.code, row.value]));
    return codes.flatMap((code) => (byCode.has(code) ? [{ code, value: byCode.get(code)! }] : []));
  });

  // Real reviews need a moderated list staff keep (with each family's consent); until then the
  // landing shows the demo ones while the site runs on demo data, and none otherwise.
  const testimonials = api.config.SEED_DEMO_DATA ? { demo: true, testimonials: [...DEMO_TESTIMONIALS] } : { demo: false, testimonials: [] };
  await route(api, getTestimonials, {}, () => testimonials);
}
