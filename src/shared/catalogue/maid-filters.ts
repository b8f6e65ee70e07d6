import { FILTER_SKILLS, type Skill } from './maid-profile.js';

/**
 * The hire-maid page's filters beyond the tabs, as the listmaids call and the page's URL both
 * write them (the same names, so a shared link is the query the page sends). Pure: the server's
 * matcher and the web's URL state both read these.
 */
export interface MaidFilters {
  /** A language label as maids list it ('Arabic'). */
  language?: string;
  religion?: string;
  ageMin?: number;
  ageMax?: number;
  /** At least this many years of experience. */
  experienceMin?: number;
  /** Every one of these skills. */
  skills?: readonly Skill[];
}

/** The age ranges the page offers; the call takes any ageMin/ageMax. */
export const AGE_RANGES = [
  { min: 18, max: 29 },
  { min: 30, max: 39 },
  { min: 40, max: 65 },
] as const;

/** The "at least N years" choices. */
export const EXPERIENCE_MINIMUMS = [1, 3, 5, 10] as const;

export const MIN_AGE = 18;
export const MAX_AGE = 65;
export const MAX_LANGUAGE_LENGTH = 40;

export const FILTER_PARAMS = ['language', 'religion', 'ageMin', 'ageMax', 'experienceMin', 'skills'] as const;

const wholeIn = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/**
 * The filters of a URL's query; a value the page would not offer is dropped rather than sent
 * (a hand-edited link still opens the page, without that filter).
 */
export function parseMaidFilters(params: URLSearchParams, religions: readonly string[]): MaidFilters {
  const filters: MaidFilters = {};
  const language = params.get('language')?.trim();
  if (language && language.length <= MAX_LANGUAGE_LENGTH) filters.language = language;
  const religion = params.get('religion');
  if (religion && religions.includes(religion)) filters.religion = religion;
  const ageMin = wholeIn(params.get('ageMin'), MIN_AGE, MAX_AGE);
  const ageMax = wholeIn(params.get('ageMax'), MIN_AGE, MAX_AGE);
  if (ageMin !== undefined) filters.ageMin = ageMin;
  if (ageMax !== undefined && (ageMin === undefined || ageMax >= ageMin)) filters.ageMax = ageMax;
  const experienceMin = wholeIn(params.get('experienceMin'), 0, 40);
  if (experienceMin) filters.experienceMin = experienceMin;
  const skills = (params.get('skills') ?? '').split(',').filter((s): s is Skill => (FILTER_SKILLS as readonly string[]).includes(s));
  if (skills.length > 0) filters.skills = [...new Set(skills)].sort();
  return filters;
}

/** The filters as query parameters, in a fixed order so equal filters give equal URLs. */
export function maidFilterParams(filters: MaidFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.language) out.language = filters.language;
  if (filters.religion) out.religion = filters.religion;
  if (filters.ageMin !== undefined) out.ageMin = String(filters.ageMin);
  if (filters.ageMax !== undefined) out.ageMax = String(filters.ageMax);
  if (filters.experienceMin) out.experienceMin = String(filters.experienceMin);
  if (filters.skills && filters.skills.length > 0) out.skills = [...filters.skills].sort().join(',');
  return out;
}

/** How many filters are on (the Filters button shows it). */
export function activeFilterCount(filters: MaidFilters): number {
  return (
    (filters.language ? 1 : 0) +
    (filters.religion ? 1 : 0) +
    (filters.ageMin !== undefined || filters.ageMax !== undefined ? 1 : 0) +
    (filters.experienceMin ? 1 : 0) +
    (filters.skills?.length ?? 0)
  );
}
