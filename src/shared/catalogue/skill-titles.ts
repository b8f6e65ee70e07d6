import type { Skill } from './maid-profile.js';

/**
 * The skills' English titles (the pages translate them). Apart from maid-profile.ts so that the
 * hire-maid page's first load carries none: its filter panel and the maid page load them.
 */
export const SKILL_TITLES: Record<Skill, string> = {
  babies: 'Experience with babies',
  cooking: 'Cooking',
  pets: 'Comfortable with pets',
  elderly_care: 'Elderly care',
  driving: 'Driving licence',
};

