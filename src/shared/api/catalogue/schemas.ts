import * as z from 'zod/mini';
import { boolParamSchema, intListSchema, maidIdSchema, sessionIdSchema, successSchema, wholeNumberSchema } from '../common.js';
import { FILTER_SKILLS, MAX_COUNTRY_LENGTH, MAX_EXPERIENCE_COUNTRIES, MAX_EXPERIENCE_YEARS, SKILLS } from '../../catalogue/maid-profile.js';
import { MAX_AGE, MAX_LANGUAGE_LENGTH, MIN_AGE } from '../../catalogue/maid-filters.js';
import { RELIGIONS } from '../../catalogue/religions.js';
import { MAID_AVAILABILITY } from '../../catalogue/maid-availability.js';

/** The documentation's section of this area's calls. */
const tag = 'Catalogue and My List';

/** The schemas of the maid catalogue's calls (contracts.ts). */

export const matchingTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  notAllowed: z.boolean(),
});
export type MatchingType = z.infer<typeof matchingTypeSchema>;

export const nationalitySchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  matchingTypeId: z.number(),
});
export type Nationality = z.infer<typeof nationalitySchema>;

export const maidLanguageSchema = z.object({
  language: z.object({ label: z.string() }),
  level: z.optional(z.object({ label: z.string() })),
});

export const LIVING = ['live_in', 'live_out'] as const;
export const livingSchema = z.enum(LIVING, { error: "must be 'live_in' or 'live_out'" });
export type Living = z.infer<typeof livingSchema>;

export { RELIGIONS };

/** Her poster in a lighter format than posterURL's JPEG, at the widths srcSet lists: the attributes of a `<picture>`'s `<source>`. */
export const posterSourceSchema = z.object({ type: z.enum(['image/avif', 'image/webp']), srcSet: z.string() });
export type PosterSource = z.infer<typeof posterSourceSchema>;

/** One maid card: the spec's housemaid fields plus what the card shows. */

export const skillsSchema = z
  .array(z.enum(SKILLS, { error: `A skill is one of ${SKILLS.join(', ')}.` }))
  .check(z.refine((skills) => new Set(skills).size === skills.length, 'Each skill once.'));

/** Staff's words for the years of one country (the maid form shows it next to the field). */
const YEARS_RULE = `After the comma, the years: a whole number from 1 to ${MAX_EXPERIENCE_YEARS}.`;

export const workExperienceSchema = z
  .array(
    z.object({
      country: z.string({ error: 'Write the country before the comma.' }).check(z.trim(), z.minLength(1, 'Write the country before the comma.'), z.maxLength(MAX_COUNTRY_LENGTH, `A country is at most ${MAX_COUNTRY_LENGTH} characters.`)),
      years: z.number({ error: YEARS_RULE }).check(z.int(YEARS_RULE), z.gte(1, YEARS_RULE), z.lte(MAX_EXPERIENCE_YEARS, YEARS_RULE)),
    }),
  )
  .check(z.maxLength(MAX_EXPERIENCE_COUNTRIES, `At most ${MAX_EXPERIENCE_COUNTRIES} countries.`));

export const housemaidSchema = z.object({
  id: z.number(),
  name: z.string(),
  nationality: z.object({ id: z.number(), label: z.string() }),
  nationalityMatchingType: z.object({ id: z.number(), code: z.string(), label: z.string() }),
  religion: z.enum(RELIGIONS),
  numberOfChildren: z.number(),
  age: z.number(),
  experienceYears: z.number(),
  languages: z.array(maidLanguageSchema),
  infoPhrases: z.array(z.string()),
  rank: z.number(),
  living: livingSchema,
  isNanny: z.boolean(),
  videoURL: z.string(),
  posterURL: z.string(),
  /** Lightest first; absent or empty: posterURL alone. */
  posterSources: z.optional(z.array(posterSourceSchema)),
  /** WebVTT captions of what she says in her video; absent or null when it has none. */
  captionsURL: z.optional(z.nullable(z.string())),
  dateAdded: z.string(),
  /** What the family pays a month, VAT included, in fils (src/shared/pricing); null while her service has no price list. */
  monthlyTotalFils: z.nullable(z.number()),
});
export type Housemaid = z.infer<typeof housemaidSchema>;

/** My List holds a handful of maids; rank is the position plus one. */
export const MAX_SHORTLIST_RANK = 1000;
/** Deep paging past this is a crawler, not a client; it would only make the database skip rows. */
export const MAX_LIST_PAGE = 1000;
export const DEFAULT_LIST_PAGE_SIZE = 24;
export const LIST_MAIDS_MAX_PAGE_SIZE = 48;

const shortText = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

const MATCHING_TYPE_MESSAGE = 'must be a matching type id (a positive whole number)';
const matchingTypeIdSchema = z.coerce
  .number<number | string>({ error: MATCHING_TYPE_MESSAGE })
  .check(z.refine(Number.isInteger, MATCHING_TYPE_MESSAGE), z.positive(MATCHING_TYPE_MESSAGE), z.maximum(2_147_483_647, MATCHING_TYPE_MESSAGE));

const SKILL_LIST_MESSAGE = `must be a comma list of ${FILTER_SKILLS.join(', ')}`;
/** A comma list of the skills families filter by ("babies,pets"), in a fixed order. */
const filterSkillsSchema = z.pipe(
  z.string().check(z.regex(/^[a-z_]+(,[a-z_]+)*$/, SKILL_LIST_MESSAGE), z.maxLength(100, SKILL_LIST_MESSAGE)),
  z.pipe(
    z.transform((v: string) => [...new Set(v.split(','))].sort()),
    z.array(z.enum(FILTER_SKILLS, { error: SKILL_LIST_MESSAGE })),
  ),
);

/** The filters beyond the tabs (src/shared/catalogue/maid-filters.ts), shared by the list and its counts. */
const maidFilterQuery = {
  matchingType: z.optional(matchingTypeIdSchema),
  living: z.optional(livingSchema),
  nanny: z.optional(boolParamSchema),
  language: z.optional(z.string().check(z.trim(), z.minLength(1, 'language is a language name'), z.maxLength(MAX_LANGUAGE_LENGTH, `language: at most ${MAX_LANGUAGE_LENGTH} characters`))),
  religion: z.optional(z.enum(RELIGIONS, { error: `religion must be one of ${RELIGIONS.join(', ')}` })),
  ageMin: z.optional(wholeNumberSchema(MIN_AGE, MAX_AGE)),
  ageMax: z.optional(wholeNumberSchema(MIN_AGE, MAX_AGE)),
  experienceMin: z.optional(wholeNumberSchema(0, MAX_EXPERIENCE_YEARS)),
  skills: z.optional(filterSkillsSchema),
};

// z.object strips unknown keys, so the pageCode every request may carry passes through unharmed.

/** GET listmaids: the hire-maid page's catalogue, one page at a time. */
export const listMaids = {
  summary: "One page of the hire-maid page's maid cards, with the count of each nationality tab",
  tag,
  query: z.object({
    ...maidFilterQuery,
    page: z._default(wholeNumberSchema(1, MAX_LIST_PAGE), 1),
    pageSize: z._default(wholeNumberSchema(1, LIST_MAIDS_MAX_PAGE_SIZE), DEFAULT_LIST_PAGE_SIZE),
  }),
  responses: {
    200: z.object({
      maids: z.array(housemaidSchema),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      /** Counts per nationality matching type tab, for the same living and nanny filters. */
      tabs: z.array(z.object({ matchingType: matchingTypeSchema, count: z.number() })),
    }),
  },
};
export type ListMaidsResponse = z.infer<(typeof listMaids.responses)[200]>;

const optionCount = <T extends z.ZodMiniType>(value: T) => z.array(z.object({ value, count: z.number() }));

/** GET listmaidfacets: how many maids each filter option would show, before it is chosen. */
export const listMaidFacets = {
  summary: 'For the same filters as listmaids: the number of maids each filter option would give, the other filters kept',
  tag,
  query: z.object(maidFilterQuery),
  responses: {
    200: z.object({
      /** Maids matching every filter given (the list's total). */
      total: z.number(),
      language: optionCount(z.string()),
      religion: optionCount(z.enum(RELIGIONS)),
      age: z.array(z.object({ min: z.number(), max: z.number(), count: z.number() })),
      experience: z.array(z.object({ min: z.number(), count: z.number() })),
      living: optionCount(livingSchema),
      skills: optionCount(z.enum(FILTER_SKILLS)),
    }),
  },
};
export type MaidFacets = z.infer<(typeof listMaidFacets.responses)[200]>;


/** One maid's page: her card, and what the page adds. */
export const maidProfileSchema = z.object({
  ...housemaidSchema.shape,
  skills: skillsSchema,
  workExperience: workExperienceSchema,
  /** The last time staff confirmed she is available (ISO); null when never. */
  availabilityConfirmedAt: z.nullable(z.string()),
  /**
   * Whether this browser can hire her now: reserved while another family's application is in
   * progress, visa_in_process or hired once one was submitted (shared/catalogue/maid-availability.ts).
   */
  availability: z.enum(MAID_AVAILABILITY),
});
export type MaidProfile = z.infer<typeof maidProfileSchema>;

/** GET getmaid: one maid's page. */
export const getMaid = {
  summary: "One maid's page: her card, skills, languages, work experience and availability; 404 for a maid not shown on the site",
  tag,
  query: z.object({ housemaid: maidIdSchema }),
  responses: { 200: z.object({ maid: maidProfileSchema }) },
};

/** GET addtoshortlist: a maid added to My List. */
export const addToShortlist = {
  summary: 'Adds a maid to the session’s My List at a rank',
  tag,
  query: z.object({ sessionId: sessionIdSchema, housemaid: maidIdSchema, rank: wholeNumberSchema(1, MAX_SHORTLIST_RANK) }),
  responses: { 200: successSchema },
};

/**
 * GET releasemaid: a maid removed from My List. It also ends the reservation of the application
 * this browser (sessionId and access cookie) started for her; back from the application's first
 * step sends keepInMyList so that she stays in My List.
 */
export const releaseMaid = {
  summary: 'Removes a maid from the session’s My List and ends the reservation of its own application for her',
  tag,
  query: z.object({ sessionId: sessionIdSchema, housemaid: maidIdSchema, keepInMyList: z.optional(boolParamSchema) }),
  responses: { 200: successSchema },
};

/** GET getremainingavailablemaids */
export const getRemainingAvailableMaids = {
  summary: 'Which of the given maids are still available, for the given preferences',
  tag,
  query: z.object({
    housemaidIds: intListSchema,
    sessionId: sessionIdSchema,
    preferences: intListSchema,
    /** The client's session key maidsMode; nannyMode switches the messages to nanny/nannies. */
    maidsMode: z.optional(z.string().check(z.regex(/^[A-Za-z_]{1,40}$/, "must be a mode name such as 'nannyMode'"))),
  }),
  responses: {
    200: z.object({
      availableMaids: z.array(z.object({ housemaid: housemaidSchema, nationalityMatchingType: z.object({ id: z.number() }) })),
      messages: z.record(z.string(), z.string()),
    }),
  },
};
export type RemainingAvailableMaids = z.infer<(typeof getRemainingAvailableMaids.responses)[200]>;

/** GET getmainccsiteinfo */
export const getMainCcSiteInfo = {
  summary: "The site's configuration, with its nationalities and matching types when asked",
  tag,
  query: z.object({
    returnNationalities: z.optional(boolParamSchema),
    returnMatchingTypes: z.optional(boolParamSchema),
    landingPage: z.optional(shortText(200)),
    affiliateEvent: z.optional(shortText(200)),
    urlParams: z.optional(shortText(4000)),
  }),
  responses: {
    200: z.object({
      siteConfig: z.object({
        landingPageSiteConfig: z.object({ hideWhatsappButton: z.boolean() }),
        ccSiteConfig: z.object({ redirectToWhatsapp: z.boolean(), contactNumber: z.string(), whatsappNumber: z.string() }),
      }),
      nationalities: z.optional(z.array(nationalitySchema)),
      matchingTypes: z.optional(z.array(matchingTypeSchema)),
    }),
  },
};
export type MainSiteInfo = z.infer<(typeof getMainCcSiteInfo.responses)[200]>;

/** GET getgooglerate */
export const getGoogleRate = {
  summary: 'The Google rating shown on the landing page',
  tag,
  responses: { 200: z.object({ rating: z.number(), count: z.number(), reviewUrl: z.string() }) },
};
export type GoogleRate = z.infer<(typeof getGoogleRate.responses)[200]>;

/** GET getipaddress */
export const getIpAddress = {
  summary: "The caller's address, as the server sees it",
  tag,
  responses: { 200: z.object({ ip: z.string() }) },
};
