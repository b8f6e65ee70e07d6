import type { FastifyInstance } from 'fastify';
import { downloadResource, getLegalDisclosureFile } from '../../../shared/api/resources/contracts.js';
import { route } from '../../http/route.js';
import { sendResource } from './send-resource.js';

export const LEGAL_DISCLOSURE_CODE = 'legal_disclosure';

/** The PDFs: a downloadable resource by its code, and the legal disclosure. */
export async function resourcesRoutes(api: FastifyInstance) {
  await route(api, downloadResource, {}, (request, reply) =>
    sendResource(api, request, reply, request.query.code, { download: request.query.download }),
  );

  await route(api, getLegalDisclosureFile, {}, (request, reply) =>
    sendResource(api, request, reply, LEGAL_DISCLOSURE_CODE, { download: request.query.download }),
  );
}
