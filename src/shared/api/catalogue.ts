import { z } from 'zod';

/** Contracts of the maid catalogue calls (spec section 7, plus the hire-maid listing call). */

export const matchingTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  notAllowed: z.boolean(),
});
export type MatchingType = z.infer<typeof matchingTypeSchema>;

export const nationalitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  matchingTypeId: z.number().int(),
});
export type Nationality = z.infer<typeof nationalitySchema>;

export const maidLanguageSchema = z.object({
  language: z.object({ label: z.string() }),
  level: z.object({ label: z.string() }).optional(),
});

export const livingSchema = z.enum(['live_in', 'live_out']);
export type Living = z.infer<typeof livingSchema>;

/** One maid card: the spec's housemaid fields plus what the card shows. */
export const housemaidSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nationality: z.object({ id: z.number().int(), label: z.string() }),
  nationalityMatchingType: z.object({ id: z.number().int(), code: z.string(), label: z.string() }),
  religion: z.enum(['MUSLIM', 'CHRISTIAN', 'HINDU', 'BUDDHIST', 'OTHER']),
  numberOfChildren: z.number().int(),
  age: z.number().int(),
  experienceYears: z.number().int(),
  languages: z.array(maidLanguageSchema),
  infoPhrases: z.array(z.string()),
  rank: z.number().int(),
  living: livingSchema,
  isNanny: z.boolean(),
  videoURL: z.string(),
  posterURL: z.string(),
  dateAdded: z.string(),
});
export type Housemaid = z.infer<typeof housemaidSchema>;

/** GET /api/sales/ccserviceapplication/getremainingavailablemaids */
export const remainingAvailableMaidsSchema = z.object({
  availableMaids: z.array(
    z.object({
      housemaid: housemaidSchema,
      nationalityMatchingType: z.object({ id: z.number().int() }),
    }),
  ),
  messages: z.record(z.string(), z.string()),
});
export type RemainingAvailableMaids = z.infer<typeof remainingAvailableMaidsSchema>;

/** GET /api/sales/matchedvideos/listmaids — the hire-maid page's catalogue, one page at a time. */
export const LIST_MAIDS_MAX_PAGE_SIZE = 48;
export const listMaidsResponseSchema = z.object({
  maids: z.array(housemaidSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per nationality matching type tab, for the same living and nanny filters. */
  tabs: z.array(z.object({ matchingType: matchingTypeSchema, count: z.number().int() })),
});
export type ListMaidsResponse = z.infer<typeof listMaidsResponseSchema>;

/** GET /api/sales/matchedvideos/getgooglerate */
export const googleRateSchema = z.object({
  rating: z.number(),
  count: z.number().int(),
  reviewUrl: z.string(),
});
export type GoogleRate = z.infer<typeof googleRateSchema>;

/** addtoshortlist and releasemaid */
export const successSchema = z.object({ success: z.literal(true) });
