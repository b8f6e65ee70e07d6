import * as z from 'zod/mini';
import { localizedTextSchema, storedLocalizedTextSchema } from '../../i18n/localized-text.js';

/** The schemas of the notification banner's calls (contracts.ts). */

/** The spec's notification types and places (section 3, Notification message); 'center' is the spec's 'middle'. */
export const BANNER_TYPES = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export const BANNER_ALIGNS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export const BANNER_MAX_DURATION_MS = 10 * 60_000;
export const BANNER_TITLE_MAX = 120;
export const BANNER_BODY_MAX = 2000;

/** The message's look and behaviour, the same in every language. */
const bannerShape = {
  version: z.string(),
  type: z.enum(BANNER_TYPES),
  customClass: z.string(),
  align: z.enum(BANNER_ALIGNS),
  durationMs: z.number(),
  showOnTop: z.boolean(),
  closeOnWindowClick: z.boolean(),
};

/**
 * What a family's browser gets: the message in the request's language (English where that
 * language is empty), and a version that changes with every edit, in any language.
 */
const bannerMessageSchema = z.object({
  ...bannerShape,
  title: z.string(),
  /** HTML; the site sanitises it before showing it. */
  body: z.string(),
});
export type BannerMessage = z.infer<typeof bannerMessageSchema>;


/** What staff see: the title and body in every language, the schedule and who changed it last. */
const staffBannerSchema = z.object({
  ...bannerShape,
  title: storedLocalizedTextSchema,
  body: storedLocalizedTextSchema,
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;

const isoTime = (name: string) =>
  z.nullable(z.string({ error: `${name} is a date and time, or null` }).check(z.refine((s) => !Number.isNaN(Date.parse(s)), `${name} is not a date and time: use e.g. 2026-12-02T09:00:00+04:00`)));

export const bannerFieldsSchema = z
  .object({
    type: z.enum(BANNER_TYPES, { error: `type must be one of ${BANNER_TYPES.join(', ')}` }),
    /** Each language may be empty (a banner may be a title or a body alone); an empty one shows the English. */
    title: localizedTextSchema('title', BANNER_TITLE_MAX, { optional: true }),
    /** HTML in each language, sanitised by the site wherever it shows it. */
    body: localizedTextSchema('body', BANNER_BODY_MAX, { optional: true }),
    customClass: z
      .string({ error: 'customClass is required' })
      .check(z.trim(), z.regex(/^[a-z][a-z0-9-]{0,39}( [a-z][a-z0-9-]{0,39}){0,3}$/, 'customClass: up to 4 class names of lower-case letters, digits and dashes, e.g. custom-alert')),
    align: z.enum(BANNER_ALIGNS, { error: `align must be one of ${BANNER_ALIGNS.join(', ')}` }),
    durationMs: z
      .number({ error: 'durationMs is a number of milliseconds' })
      .check(z.int('durationMs is a whole number of milliseconds'), z.gte(0, 'durationMs: 0 (until closed) or more'), z.lte(BANNER_MAX_DURATION_MS, `durationMs: at most ${BANNER_MAX_DURATION_MS} (10 minutes)`)),
    showOnTop: z.boolean({ error: 'showOnTop is true or false' }),
    closeOnWindowClick: z.boolean({ error: 'closeOnWindowClick is true or false' }),
    startsAt: isoTime('startsAt'),
    endsAt: isoTime('endsAt'),
  })
  .check(
    // English is every language's fallback: without it, a family in a language left empty would get nothing.
    z.refine((b) => b.title.en !== '' || b.body.en !== '', { message: 'Write a title or a body in English: an empty banner shows nothing, and English is what families see in a language left empty.', path: ['title'] }),
    z.refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: 'endsAt must be after startsAt.', path: ['endsAt'] }),
    z.refine((b) => !b.endsAt || Date.parse(b.endsAt) > Date.now(), { message: 'endsAt has already passed: the banner would never show.', path: ['endsAt'] }),
  );
export type BannerFields = z.infer<typeof bannerFieldsSchema>;
export type BannerFieldsInput = z.input<typeof bannerFieldsSchema>;

export const getNotificationBanner = {
  summary: 'The notification banner to show now, or null (the site shows each version once per session)',
  tag: 'Public',
  responses: { 200: z.object({ banner: z.nullable(bannerMessageSchema) }) },
};

export const getStaffNotificationBanner = {
  summary: 'The notification banner with its schedule, live or not, or null (editor, admin)',
  tag: 'Back office: site content',
  responses: { 200: z.object({ banner: z.nullable(staffBannerSchema) }) },
};

export const saveNotificationBanner = {
  summary: 'Puts up or changes the notification banner, with its start and end times (editor, admin)',
  tag: 'Back office: site content',
  body: bannerFieldsSchema,
  responses: { 200: z.object({ banner: staffBannerSchema }) },
};

export const removeNotificationBanner = {
  summary: 'Takes the notification banner down (editor, admin)',
  tag: 'Back office: site content',
  responses: { 200: z.object({ removed: z.boolean() }) },
};
