import { z } from 'zod';
import { LIST_MAIDS_MAX_PAGE_SIZE, livingSchema } from '../../../shared/api/catalogue.js';
import { boolParamSchema, intListSchema, maidIdSchema, sessionIdSchema } from '../../../shared/api/common.js';

// z.object strips unknown keys, so the pageCode every request may carry passes through unharmed.

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const matchingTypeId = z.coerce
  .number({ error: 'must be a matching type id (a positive whole number)' })
  .int('must be a matching type id (a positive whole number)')
  .positive('must be a matching type id (a positive whole number)')
  .max(2_147_483_647, 'must be a matching type id (a positive whole number)');

const living = z.enum(livingSchema.options, { error: "must be 'live_in' or 'live_out'" });

const shortText = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** My List holds a handful of maids; rank is the position plus one. */
export const MAX_SHORTLIST_RANK = 1000;
/** Deep paging past this is a crawler, not a client; it would only make the database skip rows. */
export const MAX_LIST_PAGE = 1000;
export const DEFAULT_LIST_PAGE_SIZE = 24;

export const addToShortlistQuery = z.object({
  sessionId: sessionIdSchema,
  housemaid: maidIdSchema,
  rank: wholeNumber(1, MAX_SHORTLIST_RANK),
});

export const releaseMaidQuery = z.object({
  sessionId: sessionIdSchema,
  housemaid: maidIdSchema,
});

export const remainingAvailableMaidsQuery = z.object({
  housemaidIds: intListSchema,
  sessionId: sessionIdSchema,
  preferences: intListSchema,
  /** The client's session key maidsMode; nannyMode switches the messages to nanny/nannies. */
  maidsMode: z
    .string()
    .regex(/^[A-Za-z_]{1,40}$/, "must be a mode name such as 'nannyMode'")
    .optional(),
});

export const mainSiteInfoQuery = z.object({
  returnNationalities: boolParamSchema.optional(),
  returnMatchingTypes: boolParamSchema.optional(),
  landingPage: shortText(200).optional(),
  affiliateEvent: shortText(200).optional(),
  urlParams: shortText(4000).optional(),
});

export const listMaidsQuery = z.object({
  matchingType: matchingTypeId.optional(),
  living: living.optional(),
  nanny: boolParamSchema.optional(),
  page: wholeNumber(1, MAX_LIST_PAGE).default(1),
  pageSize: wholeNumber(1, LIST_MAIDS_MAX_PAGE_SIZE).default(DEFAULT_LIST_PAGE_SIZE),
});
