import type { MaidProfile } from '../../../shared/api/catalogue/schemas.js';
import type { CatalogueView } from './catalogue-view.js';
import type { CatalogueMaid } from './snapshot-load.js';

/** One maid's page: the card the catalogue already priced and checked, and what her page adds. */
export function maidProfile(view: CatalogueView, maid: CatalogueMaid): MaidProfile {
  return {
    ...view.maidCard(maid),
    skills: maid.skills,
    workExperience: maid.workExperience,
    availabilityConfirmedAt: maid.availabilityConfirmedAt?.toISOString() ?? null,
    // An expired reservation makes her available again (maid-availability.ts).
    availability: view.isOfferable(maid) ? 'available' : maid.status === 'hired' ? 'hired' : 'reserved',
  };
}
