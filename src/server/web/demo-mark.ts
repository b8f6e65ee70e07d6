import { findRoute } from '../../shared/routes.js';
import { directionOf } from '../../shared/i18n/language-choice.js';
import type { Language } from '../../shared/tracking.js';
import type { Config } from '../config.js';
import { escape } from './render-head.js';
import { t } from '../i18n/t.js';

/**
 * While the demo catalogue is seeded (SEED_DEMO_DATA), the public pages say so in a slim line at
 * their top, in the page's language (issue 31: no English left on an Arabic page).
 * Written into the page by the server, not by the app: the mark costs the first load no
 * JavaScript, and shows before the app has run.
 */
export function renderDemoMark(url: URL, config: Config, lang: Language): string {
  if (!config.SEED_DEMO_DATA || findRoute(url.pathname)?.backOffice) return '';
  const name = escape(t(lang, 'Demo data'));
  const note = escape(t(lang, 'Maids, names and videos are made up.'));
  // One short line: it never wraps, so a font arriving late cannot change its height. Its own
  // language and direction, so it reads right even before the app has set the page's.
  return `<aside class="demo-mark" aria-label="${name}" lang="${lang}" dir="${directionOf(lang)}"><p><strong>${name}</strong> ${note}</p></aside>`;
}
