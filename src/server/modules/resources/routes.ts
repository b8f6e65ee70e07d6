import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boolParamSchema } from '../../../shared/api/common.js';
import { sendResource } from './send-resource.js';

export const LEGAL_DISCLOSURE_CODE = 'legal_disclosure';

const downloadSchema = z.object({ download: boolParamSchema.optional() });

/** The PDFs: GET /api/sales/resources/downloadresource?code=… and the legal disclosure. */
export async function resourcesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sales/resources/downloadresource',
    {
      schema: {
        querystring: downloadSchema.extend({
          code: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'a resource code is letters, digits, dots, dashes or underscores'),
        }),
      },
    },
    (request, reply) => sendResource(app, request, reply, request.query.code, { download: request.query.download }),
  );

  api.get('/sales/appsutils/getlegaldisclosurefile', { schema: { querystring: downloadSchema } }, (request, reply) =>
    sendResource(app, request, reply, LEGAL_DISCLOSURE_CODE, { download: request.query.download }),
  );
}
