import { z } from 'zod';
import { boolParamSchema, maidIdSchema, sessionIdSchema } from '../../../shared/api/common.js';

export const MAX_URL_LENGTH = 2048;
/** An analytics event's payload, serialised; larger ones are refused with 413. */
export const MAX_EVENT_PAYLOAD_BYTES = 4096;

/** An empty query value (`maidId=`) means the parameter was not given. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const token = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .regex(/^[\x20-\x7e]*$/, 'printable characters only');

export const qrScannedQuerySchema = z.object({
  uuid: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'uuid must be 8 to 64 letters, digits, dashes or underscores'),
});
export const qrScannedResponseSchema = z.object({ recorded: z.boolean() });

export const whatsappConfigQuerySchema = z.object({
  isForLandingPage: optionalParam(boolParamSchema),
  websiteType: optionalParam(token(100)),
  affiliateEventCode: optionalParam(token(100)),
  // The page's query string, accepted for the record; the answer does not depend on it.
  urlParams: optionalParam(z.string().max(MAX_URL_LENGTH, `at most ${MAX_URL_LENGTH} characters`)),
  maidId: optionalParam(maidIdSchema),
});

export const confirmDdcLinkBodySchema = z.object({
  appId: z.uuid('appId must be an application id (a UUID)'),
  // Which ads brought the client (click ids and the like); the confirm numbers do not depend on it yet.
  adsIndicators: z
    .union([z.string().max(MAX_URL_LENGTH), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .nullish(),
});

/** A page address: absolute http(s) or a path of this site. */
const pageUrlSchema = z
  .string()
  .trim()
  .min(1, 'url is required')
  .max(MAX_URL_LENGTH, `url must be at most ${MAX_URL_LENGTH} characters`)
  .refine((url) => {
    if (url.startsWith('/') && !url.startsWith('//')) return !/[\s\x00-\x1f]/.test(url);
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  }, 'url must be an http(s) address or a path starting with /');

export const urlLogBodySchema = z.object({
  sessionId: sessionIdSchema,
  journeyId: token(100).nullish(),
  mixpanelId: token(200).nullable().optional(),
  url: pageUrlSchema,
});

export const successSchema = z.object({ success: z.literal(true) });
