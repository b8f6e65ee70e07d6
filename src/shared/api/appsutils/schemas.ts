import * as z from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { boolParamSchema, maidIdSchema, sessionIdSchema, successSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'Site utilities';

/** The schemas of the site's utility calls (contracts.ts). */

export const MAX_URL_LENGTH = 2048;

/** An empty query value (`maidId=`) means the parameter was not given. */
function optionalParam<T extends $ZodType>(schema: T): z.ZodMiniOptional<z.ZodMiniType<output<T> | undefined, input<T> | ''>> {
  return z.optional(z.pipe(z.transform((v: unknown) => (v === '' ? undefined : v)), z.optional(schema))) as never;
}

const token = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`), z.regex(/^[\x20-\x7e]*$/, 'printable characters only'));

/** GET qrscanned: a QR code's landing link was opened (?qr=<uuid>). */
export const qrScanned = {
  summary: "Records that a QR code's landing link was opened, once per uuid",
  tag,
  query: z.object({
    uuid: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'uuid must be 8 to 64 letters, digits, dashes or underscores')),
  }),
  responses: { 200: z.object({ recorded: z.boolean() }) },
};

export const whatsappConfigSchema = z.object({ whatsappNumber: z.string(), whatsappMessage: z.string() });
export type WhatsappConfig = z.infer<typeof whatsappConfigSchema>;

/** GET getwhatsappconfig: the WhatsApp number and the prefilled message, in the visitor's language (the lang cookie). */
export const getWhatsappConfig = {
  summary: "The WhatsApp number and prefilled message for a page, affiliate, product or maid; the message in the visitor's language (the lang cookie), English where staff left that language empty",
  tag,
  query: z.object({
    isForLandingPage: optionalParam(boolParamSchema),
    websiteType: optionalParam(token(100)),
    affiliateEventCode: optionalParam(token(100)),
    // The page's query string, accepted for the record; the answer does not depend on it.
    urlParams: optionalParam(z.string().check(z.maxLength(MAX_URL_LENGTH, `at most ${MAX_URL_LENGTH} characters`))),
    maidId: optionalParam(maidIdSchema),
  }),
  responses: { 200: whatsappConfigSchema },
};
export type WhatsappConfigQuery = z.input<typeof getWhatsappConfig.query>;

/** POST confirmddclink: the numbers of the /confirm page's WhatsApp chat and call link. */
export const confirmDdcLink = {
  summary: "The WhatsApp and phone numbers of an application's confirm page",
  tag,
  body: z.object({
    appId: z.uuid('appId must be an application id (a UUID)'),
    // Which ads brought the client (click ids and the like); the confirm numbers do not depend on it yet.
    adsIndicators: z.nullish(
      z.union([z.string().check(z.maxLength(MAX_URL_LENGTH)), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    ),
  }),
  responses: { 200: z.object({ clientNumber: z.string(), redirectNumber: z.string() }) },
};
export type ConfirmNumbers = z.infer<(typeof confirmDdcLink.responses)[200]>;

/** A page address: absolute http(s) or a path of this site. */
const pageUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'url is required'),
  z.maxLength(MAX_URL_LENGTH, `url must be at most ${MAX_URL_LENGTH} characters`),
  z.refine((url) => {
    if (url.startsWith('/') && !url.startsWith('//')) return !/[\s\x00-\x1f]/.test(url);
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  }, 'url must be an http(s) address or a path starting with /'),
);

/** POST addurllog: the address a visitor arrived at. */
export const addUrlLog = {
  summary: 'Records the address a visitor arrived at, with the session and journey',
  tag,
  body: z.object({
    sessionId: sessionIdSchema,
    journeyId: z.nullish(token(100)),
    mixpanelId: z.optional(z.nullable(token(200))),
    url: pageUrlSchema,
  }),
  responses: { 200: successSchema },
};

/** The analytics events the server's log accepts (WATCH_VIDEO, newMaidHired, site_error, …). */
export const ANALYTICS_EVENTS = ['WATCH_VIDEO', 'newMaidHired', 'site_error', 'consent_update', 'page_view'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** POST logevent: one analytics event. */
export const logEvent = {
  summary: 'Records an analytics event (video watched, maid hired, site error, consent, page view)',
  tag,
  body: z.object({
    sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be 8 to 64 letters, digits, dashes or underscores')),
    event: z.enum(ANALYTICS_EVENTS),
    payload: z._default(z.record(z.string(), z.unknown()), {}),
  }),
  responses: { 200: successSchema },
};
export type LogEventBody = z.input<typeof logEvent.body>;
