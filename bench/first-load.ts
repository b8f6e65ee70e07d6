import type { Browser } from 'playwright-core';
import { phone } from '../e2e/support/browser.js';
import { median } from './lib/report.js';
import { visit, type Visit } from './lib/visit.js';

export const FIRST_LOAD_PAGES = ['/', '/hire-maid'] as const;

export interface FirstLoadFigure {
  route: string;
  exists: boolean;
  /** Medians over the visits. */
  lcpMs: number;
  bytes: number;
  apiBytes: number;
  requests: number;
  visits: number;
}

/**
 * A first visit on a phone (no throttling) of each page on each site: LCP and bytes, the median
 * of `runs` × 3 visits (an unthrottled LCP of ~300 ms moves between 210 and 470 ms from one visit
 * to the next on a 2-core machine; the median of 3 once read 1.3× between two identical pages);
 * the sites take turns, so a change in the machine's load hits them alike.
 */
export async function measureFirstLoad(browser: Browser, baseUrls: string[], runs: number): Promise<FirstLoadFigure[][]> {
  const visitCount = runs * 3;
  const visits = baseUrls.map(() => FIRST_LOAD_PAGES.map(() => [] as Visit[]));
  for (let i = 0; i < visitCount; i += 1) {
    for (const [p, route] of FIRST_LOAD_PAGES.entries()) {
      for (const [s, baseUrl] of baseUrls.entries()) visits[s]![p]!.push(await visit(browser, baseUrl, route, phone));
    }
  }
  return visits.map((site) =>
    site.map((vs, p) => ({
      route: FIRST_LOAD_PAGES[p]!,
      exists: vs.every((v) => v.exists),
      lcpMs: median(vs.map((v) => v.lcpMs ?? Number.NaN)),
      bytes: median(vs.map((v) => v.transfers.reduce((sum, t) => sum + t.bytes, 0))),
      apiBytes: median(vs.map((v) => v.transfers.filter((t) => t.type === 'Fetch' || t.type === 'XHR').reduce((sum, t) => sum + t.bytes, 0))),
      requests: median(vs.map((v) => v.transfers.length)),
      visits: vs.length,
    })),
  );
}
