import type { Housemaid } from '../../../shared/api/catalogue/schemas.js';
import type { Skill, WorkExperience } from '../../../shared/catalogue/maid-profile.js';
import { textIn, type LocalizedText } from '../../../shared/i18n/localized-text.js';
import type { Language } from '../../../shared/tracking.js';
import { housemaids, nationalities, nationalityMatchingTypes } from '../../db/schema.js';
import { captionsFileOf, posterSourcesOf } from './maid-media.js';

/** A maid's own columns with her nationality's (housemaids joined to nationalities). */
export const maidWithNationalityColumns = {
  id: housemaids.id,
  name: housemaids.name,
  religion: housemaids.religion,
  numberOfChildren: housemaids.numberOfChildren,
  age: housemaids.age,
  experienceYears: housemaids.experienceYears,
  languages: housemaids.languages,
  infoPhrases: housemaids.infoPhrases,
  rank: housemaids.rank,
  living: housemaids.living,
  isNanny: housemaids.isNanny,
  videoFile: housemaids.videoFile,
  posterFile: housemaids.posterFile,
  dateAdded: housemaids.dateAdded,
  skills: housemaids.skills,
  workExperience: housemaids.workExperience,
  availabilityConfirmedAt: housemaids.availabilityConfirmedAt,
  nationalityId: nationalities.id,
  nationalityLabel: nationalities.label,
};

/** The columns every catalogue query selects (housemaids joined to nationality and matching type). */
export const housemaidColumns = {
  ...maidWithNationalityColumns,
  matchingTypeId: nationalityMatchingTypes.id,
  matchingTypeCode: nationalityMatchingTypes.code,
  matchingTypeLabel: nationalityMatchingTypes.label,
};

export interface HousemaidRow {
  id: number;
  name: string;
  religion: Housemaid['religion'];
  numberOfChildren: number;
  age: number;
  experienceYears: number;
  languages: Housemaid['languages'];
  infoPhrases: LocalizedText[];
  rank: number;
  living: Housemaid['living'];
  isNanny: boolean;
  videoFile: string;
  posterFile: string;
  dateAdded: Date;
  skills: Skill[];
  workExperience: WorkExperience[];
  availabilityConfirmedAt: Date | null;
  nationalityId: number;
  nationalityLabel: string;
  matchingTypeId: number;
  matchingTypeCode: string;
  matchingTypeLabel: string;
}

// Maids share a few dozen clips and posters: remember their URLs instead of re-encoding them on
// every listing (bounded, in case a catalogue ever gives each maid her own file).
const mediaUrls = new Map<string, string>();
const MEDIA_URLS_KEPT = 10_000;

/** Storage paths are relative to media/ and served by the media module at /media/<path>. */
export function mediaUrl(file: string): string {
  let url = mediaUrls.get(file);
  if (url === undefined) {
    const segments = file.replace(/^\/+/, '').split('/').map(encodeURIComponent);
    url = `/media/${segments.join('/')}`;
    if (mediaUrls.size >= MEDIA_URLS_KEPT) mediaUrls.clear();
    mediaUrls.set(file, url);
  }
  return url;
}

/** The one place a database row becomes the API's housemaid: her phrases in `language` (their English where staff wrote none). */
export function toHousemaid(row: HousemaidRow, monthlyTotalFils: number | null, language: Language): Housemaid {
  const captionsFile = captionsFileOf(row.videoFile);
  return {
    id: row.id,
    name: row.name,
    nationality: { id: row.nationalityId, label: row.nationalityLabel },
    nationalityMatchingType: { id: row.matchingTypeId, code: row.matchingTypeCode, label: row.matchingTypeLabel },
    religion: row.religion,
    numberOfChildren: row.numberOfChildren,
    age: row.age,
    experienceYears: row.experienceYears,
    languages: row.languages,
    infoPhrases: row.infoPhrases.map((phrase) => textIn(phrase, language)),
    rank: row.rank,
    living: row.living,
    isNanny: row.isNanny,
    videoURL: mediaUrl(row.videoFile),
    posterURL: mediaUrl(row.posterFile),
    posterSources: posterSourcesOf(row.posterFile),
    captionsURL: captionsFile === null ? null : mediaUrl(captionsFile),
    dateAdded: row.dateAdded.toISOString(),
    monthlyTotalFils,
  };
}
