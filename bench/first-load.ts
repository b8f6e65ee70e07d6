import type { Browser } from 'playwright-core';
import { phone } from '../e2e/support/browser.js';
import { median } from './lib/report.js';
import { visit } from './lib/visit.js';

export const FIRST_LOAD_PAGES = ['/', '/hire-maid'] as const;

export interface FirstLoadFigure {
  route: string;
  exists: boolean;
  /** Medians over the visits. */
  lcpMs: number;
  bytes: number;
  apiBytes: number;
  requests: number;
}

/** A first visit on a phone (no throttling): LCP and bytes, the median of `runs` visits. */
export async function measureFirstLoad(browser: Browser, baseUrl: string, runs: number): Promise<FirstLoadFigure[]> {
  const figures: FirstLoadFigure[] = [];
  for (const route of FIRST_LOAD_PAGES) {
    const visits = [];
    for (let i = 0; i < runs; i += 1) visits.push(await visit(browser, baseUrl, route, phone));
    figures.push({
      route,
      exists: visits.every((v) => v.exists),
      lcpMs: median(visits.map((v) => v.lcpMs ?? Number.NaN)),
      bytes: median(visits.map((v) => v.transfers.reduce((s, t) => s + t.bytes, 0))),
      apiBytes: median(visits.map((v) => v.transfers.filter((t) => t.type === 'Fetch' || t.type === 'XHR').reduce((s, t) => s + t.bytes, 0))),
      requests: median(visits.map((v) => v.transfers.length)),
    });
  }
  return figures;
}
