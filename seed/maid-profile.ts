/**
 * The demo maids' skills, work history and last availability check. Drawn from a random stream
 * of their own (keyed by the maid's position), so adding them changed none of the fields the
 * main generator draws (names, media, ranks): those stay exactly as they were.
 */
import type { Skill, WorkExperience } from '../src/shared/catalogue/maid-profile.js';
import { createRandom } from './make-maids.js';

export interface SeedMaidProfile {
  skills: Skill[];
  workExperience: WorkExperience[];
  /** Minutes before seeding that staff last confirmed her availability; null when never. */
  availabilityConfirmedMinutesAgo: number | null;
}

const GULF_AND_ASIA = ['United Arab Emirates', 'Saudi Arabia', 'Kuwait', 'Qatar', 'Oman', 'Bahrain', 'Hong Kong', 'Singapore', 'Lebanon', 'Jordan'] as const;

/** Phrases of the card's info line that mean a skill: her page and the filters must agree with the card. */
const SKILL_OF_PHRASE: ReadonlyArray<readonly [RegExp, Skill]> = [
  [/newborn|twins/i, 'babies'],
  [/can cook/i, 'cooking'],
  [/pets/i, 'pets'],
  [/elderly/i, 'elderly_care'],
  [/driving/i, 'driving'],
];

export function profileOf(maid: { infoPhrases: ReadonlyArray<{ en: string }>; isNanny: boolean; experienceYears: number; numberOfChildren: number }, index: number, seed: number): SeedMaidProfile {
  const rnd = createRandom((seed ^ 0x5bd1e995) + index * 7919);
  const skills = new Set<Skill>();
  for (const phrase of maid.infoPhrases) for (const [pattern, skill] of SKILL_OF_PHRASE) if (pattern.test(phrase.en)) skills.add(skill);
  if (maid.isNanny || rnd.chance(maid.numberOfChildren > 0 ? 0.45 : 0.25)) skills.add('babies');
  if (rnd.chance(0.55)) skills.add('cooking');
  if (rnd.chance(0.3)) skills.add('pets');
  if (rnd.chance(0.15)) skills.add('elderly_care');
  if (rnd.chance(0.05)) skills.add('driving');

  // Her years split over one to three countries, the longest first, as on a CV.
  const countries: WorkExperience[] = [];
  let left = maid.experienceYears;
  const places = [...GULF_AND_ASIA];
  while (left > 0 && countries.length < 3) {
    const years = countries.length === 2 || rnd.chance(0.4) ? left : rnd.int(1, left);
    const country = places.splice(rnd.int(0, places.length - 1), 1)[0]!;
    countries.push({ country, years });
    left -= years;
  }
  countries.sort((a, b) => b.years - a.years);

  return {
    skills: [...skills].sort(),
    workExperience: countries,
    availabilityConfirmedMinutesAgo: rnd.chance(0.9) ? rnd.int(30, 14 * 24 * 60) : null,
  };
}
