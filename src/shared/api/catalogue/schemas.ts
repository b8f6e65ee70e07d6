import * as z from 'zod/mini';
import { boolParamSchema, intListSchema, maidIdSchema, sessionIdSchema, successSchema, wholeNumberSchema } from '../common.js';

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

/** Her poster in a lighter format than posterURL's JPEG, at the widths srcSet lists: the attributes of a `<picture>`'s `<source>`. */
export const posterSourceSchema = z.object({ type: z.enum(['image/avif', 'image/webp']), srcSet: z.string() });
export type PosterSource = z.infer<typeof posterSourceSchema>;

/** One maid card: the spec's housemaid fields plus what the card shows. */
export const RELIGIONS = ['MUSLIM', 'CHRISTIAN', 'HINDU', 'BUDDHIST', 'OTHER'] as const;

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

// z.object strips unknown keys, so the pageCode every request may carry passes through unharmed.

/** GET listmaids: the hire-maid page's catalogue, one page at a time. */
export const listMaids = {
  summary: "One page of the hire-maid page's maid cards, with the count of each nationality tab",
  tag,
  query: z.object({
    matchingType: z.optional(matchingTypeIdSchema),
    living: z.optional(livingSchema),
    nanny: z.optional(boolParamSchema),
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
