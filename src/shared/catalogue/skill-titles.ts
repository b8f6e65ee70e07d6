import type { Skill } from './maid-profile.js';
import { msg } from '../i18n/msg.js';

/**
 * The skills' English titles (the pages translate them). Apart from maid-profile.ts so that the
 * hire-maid page's first load carries none: its filter panel and the maid page load them.
 */
export const SKILL_TITLES: Record<Skill, string> = {
  babies: msg('Experience with babies'),
  cooking: msg('Cooking'),
  pets: msg('Comfortable with pets'),
  elderly_care: msg('Elderly care'),
  driving: msg('Driving licence'),
};

