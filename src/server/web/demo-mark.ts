import { findRoute } from '../../shared/routes.js';
import type { Config } from '../config.js';

/**
 * While the demo catalogue is seeded (SEED_DEMO_DATA), the public pages say so at their foot.
 * Written into the page by the server, not by the app: the mark costs the first load no
 * JavaScript (/hire-maid is at its 100 KB budget), and shows before the app has run. English
 * only, like the titles the server writes (docs/decisions/2026-11-26-demo-content.md).
 */
export function renderDemoMark(url: URL, config: Config): string {
  if (!config.SEED_DEMO_DATA || findRoute(url.pathname)?.backOffice) return '';
  return (
    '<aside class="demo-mark" aria-label="Demo data"><p><strong>Demo data</strong> ' +
    'The maids, their names, pictures and videos on this site are made up, to show how it works.</p></aside>'
  );
}
