import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getParameters, getTestimonials } from '../../../shared/api/public/contracts.js';
import { siteParameters } from '../../db/schema.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { createTestimonialRepository } from '../testimonials/testimonial-repository.js';

export async function publicRoutes(api: FastifyInstance) {
  /** The site parameters asked for that exist, in the order asked. */
  await route(api, getParameters, {}, async (request) => {
    const codes = request.query.code;
    const rows = await api.database.db.select().from(siteParameters).where(inArray(siteParameters.code, codes));
    const byCode = new Map(rows.map((row) => [row.code, row.value]));
    return codes.flatMap((code) => (byCode.has(code) ? [{ code, value: byCode.get(code)! }] : []));
  });

  // The published testimonials staff keep in the back office, in the family's language (issue 31);
  // the seed's demo ones only while the site runs on demo data, and then marked as demo.
  const testimonials = createTestimonialRepository(api.database.db);
  await route(api, getTestimonials, {}, (request) => testimonials.published(requestLanguage(request), { withDemo: api.config.SEED_DEMO_DATA }));
}
