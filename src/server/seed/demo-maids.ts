import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SeedMaid } from '../../../seed/make-maids.js';
import { SKILLS } from '../../shared/catalogue/maid-profile.js';

const religion = z.enum(['MUSLIM', 'CHRISTIAN', 'HINDU', 'BUDDHIST', 'OTHER']);
const seedMaidSchema = z.object({
  name: z.string().min(1),
  nationality: z.string().min(1),
  religion,
  numberOfChildren: z.number().int().min(0),
  age: z.number().int().min(18),
  experienceYears: z.number().int().min(0),
  languages: z.array(z.object({ language: z.object({ label: z.string() }), level: z.object({ label: z.string() }).optional() })),
  infoPhrases: z.array(z.object({ en: z.string().min(1), ar: z.string().optional(), hi: z.string().optional(), ru: z.string().optional(), fr: z.string().optional() })),
  rank: z.number().int(),
  living: z.enum(['live_in', 'live_out']),
  isNanny: z.boolean(),
  status: z.enum(['available', 'reserved', 'hired']),
  reservedForMinutes: z.number().int().nullable(),
  addedMinutesAgo: z.number().int().min(0),
  videoFile: z.string().regex(/^videos\/[a-z0-9-]+\.mp4$/),
  posterFile: z.string().regex(/^posters\/[a-z0-9-]+\.jpg$/),
  skills: z.array(z.enum(SKILLS)),
  workExperience: z.array(z.object({ country: z.string().min(1), years: z.number().int().min(1) })),
  availabilityConfirmedMinutesAgo: z.number().int().min(0).nullable(),
}) satisfies z.ZodType<SeedMaid>;

/** The committed seed/maids.json, checked so that a hand edit with a typo fails the seed loudly. */
export async function loadDemoMaids(projectRoot: string): Promise<SeedMaid[]> {
  const file = path.join(projectRoot, 'seed', 'maids.json');
  return z.array(seedMaidSchema).parse(JSON.parse(await fs.readFile(file, 'utf8')));
}
