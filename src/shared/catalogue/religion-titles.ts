import { msg } from '../i18n/msg.js';
import type { Religion } from './religions.js';

/** The religions' English titles (the pages translate them). Apart from religions.ts, which the first load reads. */
export const RELIGION_TITLES: Record<Religion, string> = {
  MUSLIM: msg('Muslim'),
  CHRISTIAN: msg('Christian'),
  HINDU: msg('Hindu'),
  BUDDHIST: msg('Buddhist'),
  OTHER: msg('Other'),
};
