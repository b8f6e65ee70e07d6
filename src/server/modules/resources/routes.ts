import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { downloadResource, getLegalDisclosureFile } from '../../../shared/api/resources/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { FileNotFoundError } from '../../storage/file-store.js';
import { contentDisposition, findResource } from './resource-files.js';

export const LEGAL_DISCLOSURE_CODE = 'legal_disclosure';

/** The PDFs: a downloadable resource by its code, and the legal disclosure. */
export async function resourcesRoutes(api: FastifyInstance) {
  /** Streams a resource's file; its contract describes it by its type, so it goes out through the plain reply. */
  async function send(request: FastifyRequest, reply: FastifyReply, code: string, download = false) {
    const { resource, size, modified } = await findResource(api.database.db, api.storage, request.log, code);
    const body = await api.storage.stream(resource.storageKey).catch((err: unknown) => {
      // Removed between the stat and the read: the same answer as a missing file.
      throw err instanceof FileNotFoundError ? notFound(`The resource '${code}' is not available right now`) : err;
    });
    return reply
      .header('content-type', resource.contentType)
      .header('content-length', size)
      .header('content-disposition', contentDisposition(resource.fileName, download))
      // Staff may replace a document under the same code, so it is cached for an hour, not forever.
      .header('cache-control', 'public, max-age=3600')
      .header('last-modified', modified.toUTCString())
      .send(body);
  }

  await route(api, downloadResource, {}, (request, reply) => send(request, reply, request.query.code, request.query.download));
  await route(api, getLegalDisclosureFile, {}, (request, reply) => send(request, reply, LEGAL_DISCLOSURE_CODE, request.query.download));
}
