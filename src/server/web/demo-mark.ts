import { findRoute } from '../../shared/routes.js';
import type { Config } from '../config.js';

/**
 * While the demo catalogue is seeded (SEED_DEMO_DATA), the public pages say so in a slim line at
 * their top.
 * Written into the page by the server, not by the app: the mark costs the first load no
 * JavaScript, and shows before the app has run. In English on every page (a notice for the people
 * who try the demo, docs/decisions/2026-11-26-demo-content.md), marked as English and left to right
 * so an Arabic page does not move its full stop to the front.
 */
export function renderDemoMark(url: URL, config: Config): string {
  if (!config.SEED_DEMO_DATA || findRoute(url.pathname)?.backOffice) return '';
  return (
    // One short line: it never wraps, so a font arriving late cannot change its height.
    '<aside class="demo-mark" aria-label="Demo data" lang="en" dir="ltr"><p><strong>Demo data</strong> Maids, names and videos are made up.</p></aside>'
  );
}
