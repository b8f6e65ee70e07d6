import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsEvents, qrScans, urlLogs } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { confirmDdcLinkSchema, logEventBodySchema, whatsappConfigSchema } from '../../../shared/api/site.js';
import { findConfirmNumbers } from './confirm-numbers.js';
import { findWhatsappConfig } from './whatsapp-config.js';
import {
  confirmDdcLinkBodySchema,
  MAX_EVENT_PAYLOAD_BYTES,
  qrScannedQuerySchema,
  qrScannedResponseSchema,
  successSchema,
  urlLogBodySchema,
  whatsappConfigQuerySchema,
} from './schemas.js';

const SMALL_BODY = 16 * 1024;

/** The /api/sales/appsutils calls of the spec's section 7 (the legal disclosure PDF is in resources). */
export async function appsutilsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get(
    '/sales/appsutils/qrscanned',
    { schema: { querystring: qrScannedQuerySchema, response: { 200: qrScannedResponseSchema } } },
    async (request) => {
      // The browser sends its session id: the unique index makes a repeated report a no-op.
      const inserted = await db
        .insert(qrScans)
        .values({ uuid: request.query.uuid })
        .onConflictDoNothing({ target: qrScans.uuid })
        .returning({ id: qrScans.id });
      return { recorded: inserted.length > 0 };
    },
  );

  api.get(
    '/sales/appsutils/getwhatsappconfig',
    { schema: { querystring: whatsappConfigQuerySchema, response: { 200: whatsappConfigSchema } } },
    async (request) => {
      const q = request.query;
      return findWhatsappConfig(db, app.config, {
        isForLandingPage: q.isForLandingPage ?? false,
        // Only the configured product is a website type; anything else is the main site.
        websiteType: q.websiteType === app.config.PRODUCT_SLUG ? q.websiteType : undefined,
        affiliateEventCode: q.affiliateEventCode,
        maidId: q.maidId,
      });
    },
  );

  api.post(
    '/sales/appsutils/confirmddclink',
    { bodyLimit: SMALL_BODY, schema: { body: confirmDdcLinkBodySchema, response: { 200: confirmDdcLinkSchema } } },
    async (request) => {
      const numbers = await findConfirmNumbers(db, app.config, request.body.appId);
      if (!numbers) throw notFound(`Unknown application '${request.body.appId}'`);
      return numbers;
    },
  );

  api.post(
    '/sales/appsutils/addurllog',
    { bodyLimit: SMALL_BODY, schema: { body: urlLogBodySchema, response: { 200: successSchema } } },
    async (request) => {
      const { sessionId, journeyId, mixpanelId, url } = request.body;
      await db.insert(urlLogs).values({ sessionId, journeyId: journeyId || null, mixpanelId: mixpanelId || null, url });
      return { success: true as const };
    },
  );

  api.post(
    '/sales/appsutils/logevent',
    { bodyLimit: SMALL_BODY, schema: { body: logEventBodySchema, response: { 200: successSchema } } },
    async (request) => {
      const { sessionId, event, payload } = request.body;
      if (Buffer.byteLength(JSON.stringify(payload)) > MAX_EVENT_PAYLOAD_BYTES) {
        throw new HttpError(413, `Field 'payload' is too large: at most ${MAX_EVENT_PAYLOAD_BYTES} bytes`);
      }
      await db.insert(analyticsEvents).values({ sessionId, event, payload });
      return { success: true as const };
    },
  );
}
