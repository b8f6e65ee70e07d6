import type { FastifyInstance } from 'fastify';
import { addUrlLog, confirmDdcLink, getWhatsappConfig, logEvent, qrScanned } from '../../../shared/api/appsutils/contracts.js';
import { analyticsEvents, qrScans, urlLogs } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { findConfirmNumbers } from './confirm-numbers.js';
import { findWhatsappConfig } from './whatsapp-config.js';

const SMALL_BODY = 16 * 1024;
/** An analytics event's payload, serialised; larger ones are refused with 413. */
const MAX_EVENT_PAYLOAD_BYTES = 4096;

/** The site's utility calls of the spec's section 7 (the legal disclosure PDF is in resources). */
export async function appsutilsRoutes(api: FastifyInstance) {
  const db = api.database.db;

  await route(api, qrScanned, {}, async (request) => {
    // The browser sends its session id: the unique index makes a repeated report a no-op.
    const inserted = await db
      .insert(qrScans)
      .values({ uuid: request.query.uuid })
      .onConflictDoNothing({ target: qrScans.uuid })
      .returning({ id: qrScans.id });
    return { recorded: inserted.length > 0 };
  });

  await route(api, getWhatsappConfig, {}, async (request) => {
    const q = request.query;
    return findWhatsappConfig(db, api.config, {
      isForLandingPage: q.isForLandingPage ?? false,
      // Only the configured product is a website type; anything else is the main site.
      websiteType: q.websiteType === api.config.PRODUCT_SLUG ? q.websiteType : undefined,
      affiliateEventCode: q.affiliateEventCode,
      maidId: q.maidId,
      language: requestLanguage(request),
    });
  });

  await route(api, confirmDdcLink, { bodyLimit: SMALL_BODY }, async (request) => {
    const numbers = await findConfirmNumbers(db, api.config, request.body.appId);
    if (!numbers) throw notFound(`Unknown application '${request.body.appId}'`);
    return numbers;
  });

  await route(api, addUrlLog, { bodyLimit: SMALL_BODY }, async (request) => {
    const { sessionId, journeyId, mixpanelId, url } = request.body;
    await db.insert(urlLogs).values({ sessionId, journeyId: journeyId || null, mixpanelId: mixpanelId || null, url });
    return { success: true as const };
  });

  await route(api, logEvent, { bodyLimit: SMALL_BODY }, async (request) => {
    const { sessionId, event, payload } = request.body;
    if (Buffer.byteLength(JSON.stringify(payload)) > MAX_EVENT_PAYLOAD_BYTES) {
      throw new HttpError(413, `Field 'payload' is too large: at most ${MAX_EVENT_PAYLOAD_BYTES} bytes`);
    }
    await db.insert(analyticsEvents).values({ sessionId, event, payload });
    return { success: true as const };
  });
}
