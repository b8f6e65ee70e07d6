import type { MaidProfile } from '../../../shared/api/catalogue/schemas.js';
import type { MaidAvailability } from '../../../shared/catalogue/maid-availability.js';
import type { Language } from '../../../shared/tracking.js';
import type { CatalogueView } from './catalogue-view.js';
import type { CatalogueMaid } from './snapshot-load.js';

/** One maid's page in `language`: the card the catalogue already priced and checked, what her page adds, and where she stands for this browser. */
export function maidProfile(view: CatalogueView, maid: CatalogueMaid, availability: MaidAvailability, language: Language): MaidProfile {
  return {
    ...view.maidCard(maid, language),
    skills: maid.skills,
    workExperience: maid.workExperience,
    availabilityConfirmedAt: maid.availabilityConfirmedAt?.toISOString() ?? null,
    availability,
  };
}
