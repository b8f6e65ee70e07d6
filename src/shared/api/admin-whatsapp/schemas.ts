import * as z from 'zod/mini';
import { localizedTextSchema, storedLocalizedTextSchema } from '../../i18n/localized-text.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: site content';

/** The schemas of the back office's WhatsApp-configuration calls (contracts.ts). */

export const MAX_WHATSAPP_MESSAGE = 1000;
export const MAX_AFFILIATE_EVENT_CODE = 100;

/** The number as stored and as wa.me takes it: digits only, country code first. */
export const whatsappDigits = (number: string) => number.replace(/\D/g, '');

export const whatsappConfigRowSchema = z.object({
  id: z.number(),
  /** true: landing pages only; false: every other page; null: any page. */
  isForLandingPage: z.nullable(z.boolean()),
  /** The product's slug (the visa-services site), or null for any site. */
  websiteType: z.nullable(z.string()),
  affiliateEventCode: z.nullable(z.string()),
  housemaidId: z.nullable(z.number()),
  /** The maid's name, for the list. */
  housemaidName: z.nullable(z.string()),
  whatsappNumber: z.string(),
  /** The message the family's WhatsApp opens with, in each language written (English the fallback). */
  whatsappMessage: storedLocalizedTextSchema,
});
export type WhatsappConfigRow = z.infer<typeof whatsappConfigRowSchema>;

/** An empty text means "any": stored as null. */
const emptyIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const whatsappConfigFieldsSchema = z.object({
  whatsappNumber: z.string({ error: 'whatsappNumber is required' }).check(
    z.trim(),
    z.regex(/^\+?[\d\s()-]+$/, 'whatsappNumber is the WhatsApp number with its country code, e.g. 971501234567'),
    z.refine((v) => whatsappDigits(v).length >= 8 && whatsappDigits(v).length <= 15, 'whatsappNumber has 8 to 15 digits with its country code, e.g. 971501234567'),
  ),
  /** Per language; may be empty in all (the chat opens without a message), an empty language sends the English. */
  whatsappMessage: localizedTextSchema('whatsappMessage', MAX_WHATSAPP_MESSAGE, { optional: true }),
  isForLandingPage: z._default(z.nullable(z.boolean({ error: 'isForLandingPage is true, false or null (any page)' })), null),
  websiteType: z._default(z.pipe(z.transform(emptyIsNull), z.nullable(z.string({ error: 'websiteType is a text or null' }).check(z.trim()))), null),
  affiliateEventCode: z._default(
    z.pipe(
      z.transform(emptyIsNull),
      z.nullable(
        z.string({ error: 'affiliateEventCode is a text or null' }).check(
          z.trim(),
          z.maxLength(MAX_AFFILIATE_EVENT_CODE, `affiliateEventCode: at most ${MAX_AFFILIATE_EVENT_CODE} characters`),
          z.regex(/^[\x21-\x7e]+$/, 'affiliateEventCode: letters, digits and signs, without spaces'),
        ),
      ),
    ),
    null,
  ),
  housemaidId: z._default(z.nullable(z.number({ error: 'housemaidId is a maid id or null' }).check(z.int('housemaidId is a whole number'), z.positive('housemaidId is a maid id'))), null),
});
export type WhatsappConfigFields = z.input<typeof whatsappConfigFieldsSchema>;

const idParams = z.object({ id: z.coerce.number().check(z.int('the configuration id is a whole number'), z.positive('the configuration id is a whole number')) });
const configAnswer = z.object({ config: whatsappConfigRowSchema });

export const listWhatsappConfigs = {
  summary: 'The WhatsApp configurations, most specific first, and the website types a row may name (editor, admin)',
  tag,
  responses: { 200: z.object({ configs: z.array(whatsappConfigRowSchema), websiteTypes: z.array(z.string()) }) },
};

export const createWhatsappConfig = {
  summary: 'Adds a WhatsApp configuration; an unknown maid or website type → 400, the same targeting as another row → 409 (editor, admin)',
  tag,
  body: whatsappConfigFieldsSchema,
  responses: { 200: configAnswer },
};

export const updateWhatsappConfig = {
  summary: "Changes a WhatsApp configuration's targeting, number and message (editor, admin)",
  tag,
  params: idParams,
  body: whatsappConfigFieldsSchema,
  responses: { 200: configAnswer },
};

export const deleteWhatsappConfig = {
  summary: 'Removes a WhatsApp configuration; pages it served fall back to the next most specific row (editor, admin)',
  tag,
  params: idParams,
  responses: { 200: z.object({ deleted: z.number() }) },
};
