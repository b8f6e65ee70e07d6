import * as z from 'zod/mini';
import { boolParamSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: links and QR codes';

/** The schemas of the back office's redirect-link calls (contracts.ts). */

export const LINK_KINDS = ['external', 'whatsapp', 'document'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const adminLinkSchema = z.object({
  slug: z.string(),
  kind: z.enum(LINK_KINDS),
  targetUrl: z.string(),
  desktopUrl: z.nullable(z.string()),
  message: z.nullable(z.string()),
  disabled: z.boolean(),
  /** Every hit since the link was made, and those of the last 7 and 30 days. */
  hits: z.number(),
  hits7: z.number(),
  hits30: z.number(),
  updatedAt: z.string(),
});
export type AdminLink = z.infer<typeof adminLinkSchema>;

const slugSchema = z
  .string({ error: 'slug is required' })
  .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'the slug is 1 to 64 letters, digits, dashes or underscores, starting with a letter or digit'));

/** What staff write about a link; the server checks the target against the rules of /url. */
export const linkFieldsSchema = z.object({
  kind: z.enum(LINK_KINDS, { error: `kind must be one of ${LINK_KINDS.join(', ')}` }),
  /** external and document: the address; whatsapp: the phone number with country code. */
  targetUrl: z.string({ error: 'targetUrl is required' }).check(z.trim(), z.minLength(1, 'targetUrl is required'), z.maxLength(2048, 'targetUrl: at most 2048 characters')),
  desktopUrl: z.nullable(z.string().check(z.trim(), z.maxLength(2048, 'desktopUrl: at most 2048 characters'))),
  message: z.nullable(z.string().check(z.maxLength(1000, 'message: at most 1000 characters'))),
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
export type LinkFields = z.infer<typeof linkFieldsSchema>;

const slugParams = z.object({ slug: slugSchema });
const linkAnswer = z.object({ link: adminLinkSchema });

export const listLinks = {
  summary: 'Every redirect link and QR/campaign slug with its hits over 7 and 30 days (editor, admin)',
  tag,
  query: z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'q: at most 80 characters'))),
    kind: z.optional(z.enum(LINK_KINDS, { error: `kind must be one of ${LINK_KINDS.join(', ')}` })),
    disabled: z.optional(boolParamSchema),
  }),
  responses: { 200: z.object({ links: z.array(adminLinkSchema) }) },
};

export const getLink = { summary: 'One link (editor, admin)', tag, params: slugParams, responses: { 200: linkAnswer } };

export const createLink = {
  summary: 'Adds a link under a new slug (editor, admin)',
  tag,
  body: z.extend(linkFieldsSchema, { slug: slugSchema }),
  responses: { 200: linkAnswer },
};

export const updateLink = {
  summary: "Changes a link's target, message or desktop target, or disables it (editor, admin)",
  tag,
  params: slugParams,
  body: z.partial(linkFieldsSchema),
  responses: { 200: linkAnswer },
};

export const QR_FORMATS = ['svg', 'png'] as const;

export const getLinkQr = {
  summary: "A link's QR code for print, as SVG or a 1200 px PNG (editor, admin)",
  tag,
  params: slugParams,
  query: z.object({ format: z.enum(QR_FORMATS, { error: "format must be 'svg' or 'png'" }) }),
  responses: {},
};

export const exportLinkHits = {
  summary: 'The hits of one link, or of every link, over the last N days, as CSV (editor, admin)',
  tag,
  query: z.object({
    slug: z.optional(slugSchema),
    days: z.optional(z.coerce.number().check(z.int('days is a whole number'), z.gte(1, 'days: at least 1'), z.lte(366, 'days: at most 366'))),
  }),
  responses: {},
};
