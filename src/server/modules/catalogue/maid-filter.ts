import type { Living } from '../../../shared/api/catalogue/schemas.js';
import type { MaidFilters } from '../../../shared/catalogue/maid-filters.js';
import { spokenLanguages } from '../../../shared/maid-info.js';
import type { CatalogueMaid } from './snapshot-load.js';

/** Every filter listmaids takes: the tab, live-in/out, nanny mode and the filters beyond the tabs. */
export interface ListFilters extends MaidFilters {
  matchingType?: number;
  living?: Living;
  nanny?: boolean;
}

/** The filters one facet leaves out to count its own options. */
export type FacetName = 'matchingType' | 'language' | 'religion' | 'age' | 'experience' | 'living' | 'skills';

// The languages her card shows (Arabic hidden for Ethiopian-matched maids), so a filter never
// lists a maid whose card does not say she speaks it. Kept per maid row: rows are replaced, not changed.
const spoken = new WeakMap<CatalogueMaid, string[]>();
export function spokenBy(maid: CatalogueMaid): string[] {
  let langs = spoken.get(maid);
  if (!langs) {
    langs = spokenLanguages({ languages: maid.languages, nationalityMatchingType: { code: maid.matchingTypeCode } });
    spoken.set(maid, langs);
  }
  return langs;
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** Whether a maid passes every filter but `except` (a facet counts its options without its own filter). */
export function matchesFilters(maid: CatalogueMaid, f: ListFilters, except?: FacetName): boolean {
  if (except !== 'matchingType' && f.matchingType !== undefined && maid.matchingTypeId !== f.matchingType) return false;
  if (except !== 'living' && f.living !== undefined && maid.living !== f.living) return false;
  if (f.nanny !== undefined && maid.isNanny !== f.nanny) return false;
  if (except !== 'language' && f.language !== undefined && !spokenBy(maid).some((l) => sameText(l, f.language!))) return false;
  if (except !== 'religion' && f.religion !== undefined && maid.religion !== f.religion) return false;
  if (except !== 'age' && ((f.ageMin !== undefined && maid.age < f.ageMin) || (f.ageMax !== undefined && maid.age > f.ageMax))) return false;
  if (except !== 'experience' && f.experienceMin !== undefined && maid.experienceYears < f.experienceMin) return false;
  if (except !== 'skills' && f.skills && !f.skills.every((s) => maid.skills.includes(s))) return false;
  return true;
}

/** One key per distinct filter set, for remembered answers. */
export function filtersKey(f: ListFilters): string {
  return [f.matchingType, f.living, f.nanny, f.language?.toLowerCase(), f.religion, f.ageMin, f.ageMax, f.experienceMin, f.skills?.join('+')].join('|');
}
