/**
 * What a maid's page and the hire-maid filters know of her beyond the card: her skills, where
 * she worked, and when staff last confirmed she is available. The names are the vocabulary the
 * card's info phrases already use (spec section 2: 'Loves pets', 'Experienced with newborns'…).
 */
export const SKILLS = ['babies', 'cooking', 'pets', 'elderly_care', 'driving'] as const;
export type Skill = (typeof SKILLS)[number];

/** The skills a family can filter by on /hire-maid (the others show on her page only). */
export const FILTER_SKILLS = ['babies', 'cooking', 'pets'] as const satisfies readonly Skill[];

/** One country she worked in as a domestic worker, and for how long. */
export interface WorkExperience {
  country: string;
  years: number;
}

export const MAX_EXPERIENCE_YEARS = 40;
export const MAX_EXPERIENCE_COUNTRIES = 8;
export const MAX_COUNTRY_LENGTH = 60;
