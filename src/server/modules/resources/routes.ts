import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { downloadResource, getLegalDisclosureFile } from '../../../shared/api/resources/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { FileNotFoundError } from '../../storage/file-store.js';
import { eq } from 'drizzle-orm';
import { downloadableResources } from '../../db/schema.js';
import { seededResourceKey } from '../../seed/resource-keys.js';
import { GENERATED_DOCUMENTS, renderGenerated } from './generated-documents.js';
import { contentDisposition, findResource } from './resource-files.js';

export const LEGAL_DISCLOSURE_CODE = 'legal_disclosure';

/** The PDFs: a downloadable resource by its code, and the legal disclosure. */
export async function resourcesRoutes(api: FastifyInstance) {
  /** Streams a resource's file; its contract describes it by its type, so it goes out through the plain reply. */
  async function send(request: FastifyRequest, reply: FastifyReply, code: string, download = false) {
    if (Object.hasOwn(GENERATED_DOCUMENTS, code)) {
      const [row] = await api.database.db.select().from(downloadableResources).where(eq(downloadableResources.code, code));
      // Staff replaced it with a file of their own (a key of its own): that file is the document.
      if (!row || row.storageKey === seededResourceKey(code)) return sendGenerated(reply, code, row?.fileName, download);
    }
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

  /** A document written from the site's data as it is now (generated-documents.ts). */
  async function sendGenerated(reply: FastifyReply, code: string, fileName: string | undefined, download: boolean) {
    const bytes = await renderGenerated(api.database.db, code, api.config.SITE_NAME);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', bytes.length)
      .header('content-disposition', contentDisposition(fileName ?? GENERATED_DOCUMENTS[code]!.fileName, download))
      // It changes when staff change a price or a visa wait: browsers ask again after 5 minutes.
      .header('cache-control', 'public, max-age=300')
      .send(Buffer.from(bytes));
  }

  await route(api, downloadResource, {}, (request, reply) => send(request, reply, request.query.code, request.query.download));
  await route(api, getLegalDisclosureFile, {}, (request, reply) => send(request, reply, LEGAL_DISCLOSURE_CODE, request.query.download));
}
