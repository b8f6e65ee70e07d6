import * as z from 'zod/mini';
import { localizedTextSchema, storedLocalizedTextSchema } from '../../i18n/localized-text.js';
import { boolParamSchema } from '../common.js';
import { livingSchema, maidLanguageSchema, RELIGIONS, skillsSchema, workExperienceSchema } from '../catalogue/schemas.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: catalogue';

/** The schemas of the back office's catalogue calls (contracts.ts). */

export const MAID_STATUSES = ['available', 'reserved', 'hired'] as const;
export type MaidStatus = (typeof MAID_STATUSES)[number];
export { RELIGIONS };
export const ADMIN_MAIDS_PAGE_SIZE = 50;

/** A maid as staff see her: every field the cards, the info line and the filters use, and her state. */
export const adminMaidSchema = z.object({
  id: z.number(),
  name: z.string(),
  nationalityId: z.number(),
  nationalityLabel: z.string(),
  religion: z.enum(RELIGIONS),
  age: z.number(),
  numberOfChildren: z.number(),
  experienceYears: z.number(),
  languages: z.array(maidLanguageSchema),
  /** Each phrase in every language staff wrote (issue 31). */
  infoPhrases: z.array(storedLocalizedTextSchema),
  rank: z.number(),
  living: livingSchema,
  isNanny: z.boolean(),
  status: z.enum(MAID_STATUSES),
  hidden: z.boolean(),
  /** When a reservation by an application runs out (ISO), if she is reserved. */
  reservedUntil: z.nullable(z.string()),
  /** Null until her first video is uploaded. */
  videoURL: z.nullable(z.string()),
  posterURL: z.nullable(z.string()),
  dateAdded: z.string(),
  skills: skillsSchema,
  workExperience: workExperienceSchema,
  /** The last time staff confirmed she is available (ISO); null when never. */
  availabilityConfirmedAt: z.nullable(z.string()),
});
export type AdminMaid = z.infer<typeof adminMaidSchema>;

/**
 * A whole number in a range, with one message that says the rule in staff's words: the form shows
 * it next to the field (maid-page.tsx), and the API's 400 names the field with it.
 */
const whole = (message: string, min: number, max: number) => z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const text = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

/** What staff write about a maid; every field is required when she is created. */
export const maidFieldsSchema = z.object({
  name: text('Write her name.', 80, 'Her name is at most 80 characters.'),
  nationalityId: whole('Choose her nationality.', 1, 2_147_483_647),
  religion: z.enum(RELIGIONS, { error: `Choose her religion (${RELIGIONS.join(', ')}).` }),
  age: whole('Her age is a whole number from 18 to 65.', 18, 65),
  numberOfChildren: whole('Children of her own: a whole number from 0 to 20.', 0, 20),
  experienceYears: whole('Years of experience: a whole number from 0 to 50.', 0, 50),
  languages: z
    .array(
      z.object({
        language: z.object({ label: text('Write the language before the comma.', 40, 'A language is at most 40 characters.') }),
        level: z.optional(z.object({ label: text('Write the level after the comma.', 40, 'A level is at most 40 characters.') })),
      }),
    )
    .check(z.maxLength(8, 'At most 8 languages.')),
  /** Each phrase per language, English required (the fallback; issue 31). */
  infoPhrases: z.array(localizedTextSchema('An info phrase', 80), { error: 'infoPhrases is a list of phrases, each { en, ar, hi, ru, fr }' }).check(z.maxLength(6, 'At most 6 info phrases.')),
  living: livingSchema,
  isNanny: z.boolean({ error: 'Listed as a nanny: yes or no.' }),
  rank: whole('Rank: a whole number from 0 to 1,000,000.', 0, 1_000_000),
  // Optional so that a maid can be added before anyone knows them; none is the default.
  skills: z.optional(skillsSchema),
  workExperience: z.optional(workExperienceSchema),
});
export type MaidFields = z.infer<typeof maidFieldsSchema>;

const maidAnswer = z.object({ maid: adminMaidSchema });
const maidIdParams = z.object({ id: z.coerce.number().check(z.int('the maid id is a whole number'), z.positive('the maid id is a whole number')) });

export const listAdminMaids = {
  summary: 'Maids for staff: search by name or id, filter by nationality, status, living and hidden, 50 a page (agent, editor, admin)',
  tag,
  query: z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'q: at most 80 characters'))),
    nationality: z.optional(z.coerce.number().check(z.int('nationality is a nationality id'), z.positive('nationality is a nationality id'))),
    status: z.optional(z.enum(MAID_STATUSES, { error: `status must be one of ${MAID_STATUSES.join(', ')}` })),
    living: z.optional(livingSchema),
    hidden: z.optional(boolParamSchema),
    page: z.optional(z.coerce.number().check(z.int('page is a whole number'), z.gte(1, 'page starts at 1'), z.lte(10_000, 'page: at most 10000'))),
  }),
  responses: { 200: z.object({ maids: z.array(adminMaidSchema), total: z.number(), page: z.number(), pageSize: z.number() }) },
};

export const getAdminMaid = {
  summary: 'One maid, as staff see her (agent, editor, admin)',
  tag,
  params: maidIdParams,
  responses: { 200: maidAnswer },
};

export const createMaid = {
  summary: 'Adds a maid, hidden until her video is uploaded (editor, admin)',
  tag,
  body: maidFieldsSchema,
  responses: { 200: maidAnswer },
};

export const updateMaid = {
  summary: "Changes a maid's fields, shows or hides her, marks her hired or available again, or moves her rank (editor, admin)",
  tag,
  params: maidIdParams,
  body: z.object({
    ...z.partial(maidFieldsSchema).shape,
    hidden: z.optional(z.boolean({ error: 'hidden must be true or false' })),
    /** Staff set available or hired; an application reserves. */
    status: z.optional(z.enum(['available', 'hired'], { error: "status must be 'available' or 'hired'" })),
  }),
  responses: { 200: maidAnswer },
};

export const confirmMaidAvailability = {
  summary: 'Records that staff confirmed today that a maid is still available: her page shows when (agent, editor, admin)',
  tag,
  params: maidIdParams,
  responses: { 200: maidAnswer },
};

export const listAdminNationalities = {
  summary: 'The nationalities a maid can have (agent, editor, admin)',
  tag,
  responses: { 200: z.object({ nationalities: z.array(z.object({ id: z.number(), label: z.string() })) }) },
};

export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

/** A video uploaded for a maid and where its transcoding stands. */
export const maidVideoSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'processing', 'ready', 'failed']),
  /** Percent of the transcoding done. */
  progress: z.number(),
  /** Why it failed, in ffmpeg's words. */
  error: z.nullable(z.string()),
  durationS: z.nullable(z.number()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type MaidVideo = z.infer<typeof maidVideoSchema>;

export const uploadMaidVideo = {
  summary: 'Uploads a phone video (MP4, MOV or WebM, up to 200 MB) for a maid as multipart/form-data in the field "file"; it is transcoded in the background (editor, admin)',
  tag,
  upload: true,
  params: maidIdParams,
  body: z.optional(z.custom<FormData>()),
  responses: { 200: z.object({ video: maidVideoSchema }) },
};

export const getMaidVideo = {
  summary: "The maid's latest uploaded video and its transcoding: queued, processing with its progress, ready, or failed with the reason (agent, editor, admin)",
  tag,
  params: maidIdParams,
  responses: { 200: z.object({ video: z.nullable(maidVideoSchema) }) },
};
