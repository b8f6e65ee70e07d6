import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appIdParamsSchema,
  appInfoQuerySchema,
  applicationStateSchema,
  applicationsBySessionQuerySchema,
  createApplicationBodySchema,
  existingClientCodeBodySchema,
  existingClientVerifyBodySchema,
  paymentMethodBodySchema,
  redeemLinkBodySchema,
  saveDraftBodySchema,
  sendSmsBodySchema,
  sendSmsResponseSchema,
  sessionQuerySchema,
  submitStepBodySchema,
  submitStepResponseSchema,
} from '../../../shared/api/application-calls.js';
import { DOCUMENT_KINDS } from '../../../shared/api/application-fields.js';
import { appInfoSchema, applicationListSchema } from '../../../shared/api/applications.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { badRequest } from '../../http/errors.js';
import { requireAccess } from './access.js';
import type { ApplicationQueries } from './application-queries.js';
import { type ApplicationService, type ServiceDeps } from './application-service.js';
import type { createDocumentService } from './documents.js';
import type { createExistingClientService } from './existing-client-service.js';
import { directDebitMandatePdf } from './mandate-pdf.js';
import { readData } from './application-data.js';
import { applications } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import type { createSmsLinkService } from './sms-link-service.js';

interface Deps extends ServiceDeps {
  service: ApplicationService;
  queries: ApplicationQueries;
  documents: ReturnType<typeof createDocumentService>;
  links: ReturnType<typeof createSmsLinkService>;
  existingClient: ReturnType<typeof createExistingClientService>;
  /** The captcha gate for a sensitive action, when the captcha module is present. */
  gate: (action: string) => preHandlerAsyncHookHandler[];
}

const failures = { '4xx': errorResponseSchema };
const stepParams = appIdParamsSchema.extend({ step: z.string().max(80) });
const documentParams = appIdParamsSchema.extend({ kind: z.enum(DOCUMENT_KINDS, { error: `kind must be one of ${DOCUMENT_KINDS.join(', ')}` }) });
const fileParams = appIdParamsSchema.extend({ docId: z.uuid({ error: 'docId must be a document id' }) });
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The hire application: {sales}/application/… and the two getters of {sales}/ccserviceapplication. */
export function applicationRoutes(deps: Deps) {
  const { service, queries, documents, links, existingClient, gate, db, keys, config } = deps;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const state = { 200: applicationStateSchema, ...failures };

    api.post(
      '/sales/application/create',
      { schema: { body: createApplicationBodySchema, response: state }, preHandler: gate('create-application') },
      (request, reply) => service.create(request.body, request, reply),
    );

    api.get('/sales/application/:id', { schema: { params: appIdParamsSchema, querystring: sessionQuerySchema, response: state } }, (request) =>
      service.state(request, request.params.id, request.query.sessionId),
    );

    api.post(
      '/sales/application/:id/steps/:step',
      { schema: { params: stepParams, body: submitStepBodySchema, response: { 200: submitStepResponseSchema, ...failures } } },
      (request) => service.submit(request, request.params.id, request.params.step, request.body),
    );

    api.post(
      '/sales/application/:id/payment-method',
      { schema: { params: appIdParamsSchema, body: paymentMethodBodySchema, response: { 200: submitStepResponseSchema, ...failures } } },
      (request) => service.setPaymentMethod(request, request.params.id, request.body),
    );

    api.post(
      '/sales/application/:id/existing-client/code',
      {
        schema: { params: appIdParamsSchema, body: existingClientCodeBodySchema, response: { 200: z.object({ sent: z.literal(true) }), ...failures } },
        preHandler: gate('send-sms'),
      },
      (request) => existingClient.requestCode(request, request.params.id, request.body),
    );

    api.post(
      '/sales/application/:id/existing-client/verify',
      { schema: { params: appIdParamsSchema, body: existingClientVerifyBodySchema, response: state } },
      (request) => existingClient.verify(request, request.params.id, request.body),
    );

    api.put(
      '/sales/application/:id/drafts/:step',
      { schema: { params: stepParams, body: saveDraftBodySchema, response: state } },
      (request) => service.saveDraft(request, request.params.id, request.params.step, request.body),
    );

    api.post(
      '/sales/application/:id/documents/:kind',
      { schema: { params: documentParams, querystring: sessionQuerySchema, response: state }, preHandler: gate('upload') },
      (request) => documents.upload(request, request.params.id, request.query.sessionId, request.params.kind),
    );

    api.get(
      '/sales/application/:id/files/:docId',
      { schema: { params: fileParams, querystring: sessionQuerySchema } },
      async (request, reply) => {
        const { doc, bytes } = await documents.open(request, request.params.id, request.query.sessionId, request.params.docId);
        return reply
          .header('content-type', doc.contentType)
          .header('cache-control', 'private, no-store')
          // Uploaded bytes never run as a page: sandboxed, and PDFs are downloaded rather than shown inline.
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header(
            'content-disposition',
            `${doc.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${doc.kind}.${EXTENSION[doc.contentType] ?? 'bin'}"`,
          )
          .send(bytes);
      },
    );

    api.get(
      '/sales/application/:id/direct-debit-mandate',
      { schema: { params: appIdParamsSchema, querystring: sessionQuerySchema } },
      async (request, reply) => {
        const role = await requireAccess(db, keys, request, request.params.id, request.query.sessionId);
        if (role === 'spouse') throw badRequest('The mandate is available to the client only.');
        const [row] = await db.select({ data: applications.data }).from(applications).where(eq(applications.id, request.params.id));
        const values = readData(row?.data ?? {}).values;
        if (!values.directDebitSignature) throw badRequest('Sign the direct debit first; the mandate is made from your signature.');
        const pdf = await directDebitMandatePdf(values, config.SITE_NAME);
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="direct-debit-mandate.pdf"')
          .send(Buffer.from(pdf));
      },
    );

    api.post(
      '/sales/application/:id/sms',
      { schema: { params: appIdParamsSchema, body: sendSmsBodySchema, response: { 200: sendSmsResponseSchema, ...failures } }, preHandler: gate('send-sms') },
      (request) => links.send(request, request.params.id, request.body),
    );

    api.post('/sales/application/link/redeem', { schema: { body: redeemLinkBodySchema, response: state } }, (request, reply) =>
      links.redeem(request, reply, request.body),
    );

    api.get(
      '/sales/ccserviceapplication/getappinfo',
      { schema: { querystring: appInfoQuerySchema, response: { 200: appInfoSchema, ...failures } } },
      (request) => queries.appInfo(request, request.query.id, request.query.sessionId),
    );

    api.get(
      '/sales/ccserviceapplication/getapplicationsbysessionId',
      { schema: { querystring: applicationsBySessionQuerySchema, response: { 200: applicationListSchema, ...failures } } },
      (request) => queries.listBySession(request, request.query.sessionId, request.query.affiliateEvent),
    );

  };
}
